import multipart from '@fastify/multipart';
import { notFound } from '../../errors.js';
import { chunkResponse, connectionIdParams, receivedChunksResponse, UPLOAD_CHUNK_BYTES } from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { readChunkRequest } from './chunk-request.js';
import { ChunkStore } from './chunk-store.js';
import { streamUploadProgress } from './progress-stream.js';
import { receiveChunk } from './receive-chunk.js';
import { UPLOAD_TEXTS } from './texts.js';
import { findUpload } from './uploads-store.js';

const tags = ['media'];

/** Staff video upload in 5 MiB chunks, any order, resumable; progress over Server-Sent Events. */
export const uploadsModule: ApiModule = {
  staffArea: 'video-upload',
  async staff(api) {
    const { deps } = api;
    const store = new ChunkStore(deps.config.dataDir);
    // A chunk over 5 MiB is cut at the limit and marked truncated: refused as a bad chunk size, never stored.
    await api.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: UPLOAD_CHUNK_BYTES, files: 1, fields: 8 },
    });

    api.post(
      '/lectures/upload',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 200: chunkResponse } } },
      async (request) =>
        readChunkRequest(request, (chunk, pieces, truncated) =>
          receiveChunk(deps, store, request, chunk, pieces, truncated),
        ),
    );

    api.get(
      '/lectures/upload/:connectionId',
      { schema: { tags, params: connectionIdParams, response: { 200: receivedChunksResponse } } },
      async (request) => {
        const upload = await findUpload(deps.db, request.params.connectionId);
        if (!upload) throw notFound(UPLOAD_TEXTS.unknown);
        return { receivedChunks: upload.receivedChunks };
      },
    );

    api.get(
      '/lectures/progress/:connectionId',
      { schema: { tags, params: connectionIdParams }, config: { tokenInQuery: true } },
      async (request, reply) => {
        reply.hijack();
        await streamUploadProgress(deps, request.params.connectionId, request.raw, reply.raw, reply.getHeaders());
      },
    );
  },
};
