import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  CAPTION_TEXTS,
  DEFAULT_CAPTION_LABEL,
  MAX_CAPTION_BYTES,
  MAX_CAPTION_TRACKS,
} from '../../../common/captions.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { captionFields, captionParams, idParams, lectureWithMessage } from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { readFilePart } from '../shared/multipart-file.js';
import { parseFields } from '../shared/parse-fields.js';
import { lectureAfterWrites, loadLectureRecord } from './lecture-records.js';
import { updateCaptionTracks } from './lectures-store.js';
import { isWebVtt } from './webvtt.js';

const tags = ['lectures'];
const notWebVtt = () => badRequest(`file: ${CAPTION_TEXTS.notWebVtt}`, { field: 'file' });
const tooLarge = () => new HttpError(413, CAPTION_TEXTS.tooLarge);

/** The multipart body: the `file` part's bytes and the text fields, in whatever order they came. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw notWebVtt();
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') fields[part.fieldname] = String(part.value);
    else if (part.fieldname === 'file') bytes = await readFilePart(request, part, tooLarge);
    else part.file.resume();
  }
  if (!bytes || !isWebVtt(bytes)) throw notWebVtt();
  return { bytes, fields };
}

/** The tracks with this one added last; a track of the same label is replaced (one per language). */
function withTrack<T extends { label: string }>(tracks: T[], track: T): T[] {
  const kept = tracks.filter((other) => other.label !== track.label);
  if (kept.length >= MAX_CAPTION_TRACKS) throw conflict(CAPTION_TEXTS.tooMany);
  return [...kept, track];
}

/** Staff add and remove a lecture's WebVTT caption files; members get them as signed URLs in the record. */
export const lectureCaptionsModule: ApiModule = {
  staffArea: 'lectures',
  async staff(api) {
    const { db } = api.deps;
    await api.register(multipart, {
      limits: { fileSize: MAX_CAPTION_BYTES, files: 1, fields: 4, fieldSize: 1024 },
    });

    const answer = async (request: FastifyRequest, id: number, message: string) => ({
      ...(await lectureAfterWrites(api.deps, request, id)),
      message,
    });

    api.post(
      '/lectures/:id/captions',
      {
        schema: {
          tags,
          description: `Multipart: \`file\`, a WebVTT file of at most ${MAX_CAPTION_BYTES / 1024} KiB; \`label\`, default ${DEFAULT_CAPTION_LABEL}.`,
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: lectureWithMessage },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { bytes, fields } = await readUpload(request);
        const { label } = parseFields(captionFields, fields);
        // Checked before storing too, so an unknown lecture or a full list leaves no file behind.
        const { captions } = await loadLectureRecord(api.deps, currentUser(request), id);
        withTrack(captions, { label, url: '' });
        const key = `captions/${randomBytes(16).toString('hex')}.vtt`;
        await api.deps.media.putBytes(key, bytes, 'text/vtt');
        await updateCaptionTracks(db, request, id, (tracks) => withTrack(tracks, { label, key }), { key, bytes });
        return answer(request, id, CAPTION_TEXTS.added);
      },
    );

    api.delete(
      '/lectures/:id/captions/:index',
      { schema: { tags, params: captionParams, response: { 200: lectureWithMessage } } },
      async (request) => {
        const { id, index } = request.params;
        await updateCaptionTracks(db, request, id, (tracks) => {
          if (index >= tracks.length) throw notFound(CAPTION_TEXTS.notFound);
          return tracks.filter((_, i) => i !== index);
        });
        return answer(request, id, CAPTION_TEXTS.removed);
      },
    );
  },
};
