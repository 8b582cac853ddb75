import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { uploads } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { chunkFields, chunkResponse, connectionIdParams, receivedChunksResponse, UPLOAD_CHUNK_BYTES, type ChunkFields } from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { ChunkStore } from './chunk-store.js';
import { processUpload } from './process-upload.js';
import { streamUploadProgress } from './progress-stream.js';
import { UPLOAD_TEXTS } from './texts.js';

const tags = ['media'];

/** Staff video upload in 5 MiB chunks, any order, resumable; progress over Server-Sent Events. */
export const uploadsModule: ApiModule = {
  async staff(api) {
    const { db, config } = api.deps;
    const store = new ChunkStore(config.dataDir);
    await api.register(multipart, { limits: { fileSize: UPLOAD_CHUNK_BYTES, files: 1, fields: 8 } });

    api.post('/lectures/upload', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: chunkResponse } } }, async (request) => {
      const fields: Record<string, string> = {};
      let received: { file: string; bytes: number } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            received = await store.receive(part.file);
            if (part.file.truncated) throw badRequest(UPLOAD_TEXTS.badChunkSize);
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
        if (!received) throw badRequest(UPLOAD_TEXTS.noFile, { field: 'file' });
        const chunk = parseFields(fields);
        await checkChunk(chunk, received, config.MAX_VIDEO_BYTES, store);
        await db
          .insert(uploads)
          .values({ connectionId: chunk.connectionId, userId: currentUser(request).id, fileName: chunk.fileName, totalChunks: chunk.totalChunks })
          .onConflictDoNothing({ target: uploads.connectionId });
        await store.place(received.file, chunk.connectionId, chunk.chunkIndex);
        received = undefined;
        return await recordChunk(chunk);
      } finally {
        if (received) await fs.rm(received.file, { force: true });
      }
    });

    async function recordChunk(chunk: ChunkFields) {
      const [row] = await db
        .update(uploads)
        .set({
          receivedChunks: sql`(select array_agg(distinct c order by c) from unnest(${uploads.receivedChunks} || ${chunk.chunkIndex}::int) c)`,
          updatedAt: api.deps.now(),
        })
        .where(sql`${uploads.connectionId} = ${chunk.connectionId} and ${uploads.totalChunks} = ${chunk.totalChunks}`)
        .returning({ received: uploads.receivedChunks, total: uploads.totalChunks });
      if (!row) throw new HttpError(409, UPLOAD_TEXTS.mismatch);
      // Exactly one request wins the switch to processing, however the chunks raced.
      const [claimed] = await db
        .update(uploads)
        .set({ status: 'processing' })
        .where(sql`${uploads.connectionId} = ${chunk.connectionId} and ${uploads.status} = 'receiving' and cardinality(${uploads.receivedChunks}) = ${uploads.totalChunks}`)
        .returning({ id: uploads.id });
      if (claimed) void processUpload(api.deps, store, chunk.connectionId, chunk.totalChunks);
      return { chunkIndex: chunk.chunkIndex, received: row.received.length, total: row.total };
    }

    api.get('/lectures/upload/:connectionId', { schema: { tags, params: connectionIdParams, response: { 200: receivedChunksResponse } } }, async (request) => {
      const [row] = await db.select({ receivedChunks: uploads.receivedChunks }).from(uploads).where(sql`${uploads.connectionId} = ${request.params.connectionId}`);
      if (!row) throw notFound(UPLOAD_TEXTS.unknown);
      return row;
    });

    api.get('/lectures/progress/:connectionId', { schema: { tags, params: connectionIdParams } }, async (request, reply) => {
      reply.hijack();
      await streamUploadProgress(api.deps, request.params.connectionId, request.raw, reply.raw);
    });
  },
};

function parseFields(fields: Record<string, string>): ChunkFields {
  const parsed = chunkFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(`${String(issue.path[0])}: ${issue.message}`, { field: issue.path[0] });
}

async function checkChunk(chunk: ChunkFields, received: { file: string; bytes: number }, maxBytes: number, store: ChunkStore): Promise<void> {
  if (chunk.chunkIndex >= chunk.totalChunks) throw badRequest('chunkIndex: must be below totalChunks', { field: 'chunkIndex' });
  if ((chunk.totalChunks - 1) * UPLOAD_CHUNK_BYTES >= maxBytes) throw new HttpError(413, UPLOAD_TEXTS.tooLarge);
  const isLast = chunk.chunkIndex === chunk.totalChunks - 1;
  if (received.bytes === 0 || (!isLast && received.bytes !== UPLOAD_CHUNK_BYTES)) throw badRequest(UPLOAD_TEXTS.badChunkSize);
  if (chunk.chunkIndex === 0) {
    const type = await fileTypeFromBuffer(await store.head(received.file, 4100));
    if (type?.mime !== 'video/mp4') throw badRequest(UPLOAD_TEXTS.notMp4, { field: 'file' });
  }
}
