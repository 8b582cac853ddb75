import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  type ChunkFields,
  chunkFields,
  chunkResponse,
  connectionIdParams,
  receivedChunksResponse,
  UPLOAD_CHUNK_BYTES,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { recordAudit } from '../shared/audit-trail.js';
import { ChunkStore } from './chunk-store.js';
import { processUpload } from './process-upload.js';
import { announceUploadChange, streamUploadProgress } from './progress-stream.js';
import { uploads } from './schema.js';
import { UPLOAD_TEXTS } from './texts.js';

const tags = ['media'];

type ChunkAnswer = z.infer<typeof chunkResponse>;

/** Staff video upload in 5 MiB chunks, any order, resumable; progress over Server-Sent Events. */
export const uploadsModule: ApiModule = {
  staffArea: 'video-upload',
  async staff(api) {
    const { db, config } = api.deps;
    const store = new ChunkStore(config.dataDir);
    // A chunk over 5 MiB is cut at the limit and marked truncated: refused as a bad chunk size, never stored.
    await api.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: UPLOAD_CHUNK_BYTES, files: 1, fields: 8 },
    });

    api.post(
      '/lectures/upload',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 200: chunkResponse } } },
      async (request) => {
        const fields: Record<string, string> = {};
        let answer: ChunkAnswer | undefined;
        let failure: unknown;
        let early: { bytes: Buffer; truncated: boolean } | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
          } else if (chunkFields.safeParse(fields).success) {
            // The original client sends the fields first: the bytes go straight to their place in the video.
            try {
              const file = part.file;
              answer = await receiveChunk(
                request,
                parseFields(fields),
                file.iterator({ destroyOnReturn: false }),
                () => file.truncated,
                currentUser(request).id,
              );
            } catch (error) {
              // The rest of a refused chunk is read and dropped, so the connection stays usable.
              failure = error;
              part.file.resume();
            }
          } else {
            early = { bytes: await part.toBuffer(), truncated: part.file.truncated };
          }
        }
        if (failure) throw failure;
        if (answer) return answer;
        if (!early) throw badRequest(UPLOAD_TEXTS.noFile, { field: 'file' });
        const { bytes, truncated } = early;
        return receiveChunk(request, parseFields(fields), [bytes], () => truncated, currentUser(request).id);
      },
    );

    async function receiveChunk(
      request: FastifyRequest,
      chunk: ChunkFields,
      pieces: AsyncIterable<Buffer> | Iterable<Buffer>,
      truncated: () => boolean,
      userId: number,
    ): Promise<ChunkAnswer> {
      if (chunk.chunkIndex >= chunk.totalChunks)
        throw badRequest('chunkIndex: must be below totalChunks', { field: 'chunkIndex' });
      if ((chunk.totalChunks - 1) * UPLOAD_CHUNK_BYTES >= config.MAX_VIDEO_BYTES)
        throw new HttpError(413, UPLOAD_TEXTS.tooLarge);
      const [row] = await db
        .select({ total: uploads.totalChunks, received: uploads.receivedChunks, status: uploads.status })
        .from(uploads)
        .where(sql`${uploads.connectionId} = ${chunk.connectionId}`);
      if (row && row.total !== chunk.totalChunks) throw new HttpError(409, UPLOAD_TEXTS.mismatch);
      // A re-sent chunk is already durable in place (or the video is being processed): never rewrite it.
      if (row && (row.status !== 'receiving' || row.received.includes(chunk.chunkIndex))) {
        for await (const _ of pieces);
        return { chunkIndex: chunk.chunkIndex, received: row.received.length, total: row.total };
      }
      const isLast = chunk.chunkIndex === chunk.totalChunks - 1;
      await store.write(chunk.connectionId, chunk.chunkIndex, pieces, {
        isLast,
        head: chunk.chunkIndex === 0 ? checkMp4 : undefined,
        whole: (bytes) => {
          if (truncated() || bytes === 0 || (!isLast && bytes !== UPLOAD_CHUNK_BYTES))
            throw badRequest(UPLOAD_TEXTS.badChunkSize);
        },
      });
      // The chunk that starts an upload records it (the rest are its bytes, not staff writes of their own).
      await db.transaction(async (tx) => {
        const [started] = await tx
          .insert(uploads)
          .values({
            connectionId: chunk.connectionId,
            userId,
            fileName: chunk.fileName,
            totalChunks: chunk.totalChunks,
          })
          .onConflictDoNothing({ target: uploads.connectionId })
          .returning();
        if (started) await recordAudit(tx, request, { recordId: started.id, action: 'create', after: started });
      });
      return recordChunk(chunk);
    }

    /** Acknowledges a chunk whose bytes are durable; the one that completes the set starts processing. */
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
        .where(
          sql`${uploads.connectionId} = ${chunk.connectionId} and ${uploads.status} = 'receiving' and cardinality(${uploads.receivedChunks}) = ${uploads.totalChunks}`,
        )
        .returning({ id: uploads.id });
      announceUploadChange(chunk.connectionId);
      if (claimed) void processUpload(api.deps, store, chunk.connectionId);
      return { chunkIndex: chunk.chunkIndex, received: row.received.length, total: row.total };
    }

    api.get(
      '/lectures/upload/:connectionId',
      { schema: { tags, params: connectionIdParams, response: { 200: receivedChunksResponse } } },
      async (request) => {
        const [row] = await db
          .select({ receivedChunks: uploads.receivedChunks })
          .from(uploads)
          .where(sql`${uploads.connectionId} = ${request.params.connectionId}`);
        if (!row) throw notFound(UPLOAD_TEXTS.unknown);
        return row;
      },
    );

    api.get(
      '/lectures/progress/:connectionId',
      { schema: { tags, params: connectionIdParams }, config: { tokenInQuery: true } },
      async (request, reply) => {
        reply.hijack();
        await streamUploadProgress(api.deps, request.params.connectionId, request.raw, reply.raw, reply.getHeaders());
      },
    );
  },
};

function parseFields(fields: Record<string, string>): ChunkFields {
  const parsed = chunkFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(`${String(issue.path[0])}: ${issue.message}`, { field: issue.path[0] });
}

async function checkMp4(head: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(head);
  if (type?.mime !== 'video/mp4') throw badRequest(UPLOAD_TEXTS.notMp4, { field: 'file' });
}
