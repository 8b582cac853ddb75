import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { badRequest, HttpError } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { type ChunkFields, type chunkResponse, UPLOAD_CHUNK_BYTES } from '../../schemas/index.js';
import type { ChunkStore } from './chunk-store.js';
import { processUpload } from './process-upload.js';
import { announceUploadChange } from './progress-stream.js';
import { UPLOAD_TEXTS } from './texts.js';
import { claimForProcessing, findUpload, markChunkReceived, recordUploadStart } from './uploads-store.js';

export type ChunkAnswer = z.infer<typeof chunkResponse>;

/**
 * Receives one chunk of a video: checked, written durably at its place, then recorded; the chunk
 * that completes the set starts processing.
 */
export async function receiveChunk(
  deps: AppDeps,
  store: ChunkStore,
  request: FastifyRequest,
  chunk: ChunkFields,
  pieces: AsyncIterable<Buffer> | Iterable<Buffer>,
  truncated: () => boolean,
): Promise<ChunkAnswer> {
  const { db, config } = deps;
  if (chunk.chunkIndex >= chunk.totalChunks)
    throw badRequest('chunkIndex: must be below totalChunks', { field: 'chunkIndex' });
  if ((chunk.totalChunks - 1) * UPLOAD_CHUNK_BYTES >= config.MAX_VIDEO_BYTES)
    throw new HttpError(413, UPLOAD_TEXTS.tooLarge);
  const row = await findUpload(db, chunk.connectionId);
  if (row && row.totalChunks !== chunk.totalChunks) throw new HttpError(409, UPLOAD_TEXTS.mismatch);
  // A re-sent chunk is already durable in place (or the video is being processed): never rewrite it.
  if (row && (row.status !== 'receiving' || row.receivedChunks.includes(chunk.chunkIndex))) {
    for await (const _ of pieces);
    return { chunkIndex: chunk.chunkIndex, received: row.receivedChunks.length, total: row.totalChunks };
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
  await recordUploadStart(db, request, chunk, currentUser(request).id);
  return recordChunk(deps, store, chunk);
}

/** Acknowledges a chunk whose bytes are durable; the one that completes the set starts processing. */
async function recordChunk(deps: AppDeps, store: ChunkStore, chunk: ChunkFields): Promise<ChunkAnswer> {
  const row = await markChunkReceived(deps.db, chunk, deps.now());
  if (!row) throw new HttpError(409, UPLOAD_TEXTS.mismatch);
  const claimed = await claimForProcessing(deps.db, chunk.connectionId);
  announceUploadChange(chunk.connectionId);
  if (claimed) void processUpload(deps, store, chunk.connectionId);
  return { chunkIndex: chunk.chunkIndex, received: row.received.length, total: row.total };
}

async function checkMp4(head: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(head);
  if (type?.mime !== 'video/mp4') throw badRequest(UPLOAD_TEXTS.notMp4, { field: 'file' });
}
