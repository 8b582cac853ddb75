import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_PICTURE_BYTES } from '../../../common/limits.js';
import { badRequest, HttpError } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponse, imageUploadResponse } from '../../schemas/index.js';
import { newPictureKey } from '../../services/media-store.js';
import type { ApiModule } from '../module.js';
import { readFilePart } from '../shared/multipart-file.js';
import { TEXTS } from '../shared/texts.js';
import { forgetPicture, recordPicture } from './picture-quota.js';

/** Raster formats browsers show; SVG is left out on purpose (it can carry script). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

const tooLarge = () => new HttpError(413, TEXTS.imageTooLarge);

/**
 * POST image-upload: one picture (profile, promotion), judged by its bytes, never its name, within the
 * uploader's daily quota.
 */
export const imageUploadModule: ApiModule = {
  async member(api) {
    await api.register(multipart, { limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 5 } });
    api.post(
      '/image-upload',
      {
        schema: {
          tags: ['media'],
          consumes: ['multipart/form-data'],
          response: { 200: imageUploadResponse, 413: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest(`file: ${TEXTS.notAnImage}`, { field: 'file' });
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw badRequest(`file: ${TEXTS.notAnImage}`, { field: 'file' });
        const bytes = await readFilePart(request, part, tooLarge);
        const type = await fileTypeFromBuffer(bytes);
        if (!type || !IMAGE_TYPES.has(type.mime)) throw badRequest(TEXTS.notAnImage, { field: 'file' });
        const key = newPictureKey(type.ext);
        await recordPicture(api.deps, currentUser(request), key, bytes.length);
        await api.deps.media.putBytes(key, bytes, type.mime).catch(async (error: unknown) => {
          await forgetPicture(api.deps, key);
          throw error;
        });
        return { imageUrl: api.deps.mediaUrls.toUrl(key)! };
      },
    );
  },
};
