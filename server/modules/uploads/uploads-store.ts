import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { ChunkFields } from '../../schemas/index.js';
import { recordAudit } from '../shared/audit-trail.js';
import { uploads } from './schema.js';

type UploadRow = typeof uploads.$inferSelect;

// The rows of an upload are found by its connection id, the client's name for it.
const named = (connectionId: string) => eq(uploads.connectionId, connectionId);

export async function findUpload(db: Db, connectionId: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(named(connectionId));
  return row;
}

/** The chunk that starts an upload records it, audited (the rest are its bytes, not staff writes of their own). */
export async function recordUploadStart(
  db: Db,
  request: FastifyRequest,
  chunk: ChunkFields,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [started] = await tx
      .insert(uploads)
      .values({ connectionId: chunk.connectionId, userId, fileName: chunk.fileName, totalChunks: chunk.totalChunks })
      .onConflictDoNothing({ target: uploads.connectionId })
      .returning();
    if (started) await recordAudit(tx, request, { recordId: started.id, action: 'create', after: started });
  });
}

/** Adds a durable chunk to its upload's set; undefined when no upload of that size has that name. */
export async function markChunkReceived(db: Db, chunk: ChunkFields, now: Date) {
  const [row] = await db
    .update(uploads)
    .set({
      receivedChunks: sql`(select array_agg(distinct c order by c) from unnest(${uploads.receivedChunks} || ${chunk.chunkIndex}::int) c)`,
      updatedAt: now,
    })
    .where(sql`${uploads.connectionId} = ${chunk.connectionId} and ${uploads.totalChunks} = ${chunk.totalChunks}`)
    .returning({ received: uploads.receivedChunks, total: uploads.totalChunks });
  return row;
}

/** Switches a complete upload to processing: true for exactly one caller, however the chunks raced. */
export async function claimForProcessing(db: Db, connectionId: string): Promise<boolean> {
  const claimed = await db
    .update(uploads)
    .set({ status: 'processing' })
    .where(
      sql`${uploads.connectionId} = ${connectionId} and ${uploads.status} = 'receiving' and cardinality(${uploads.receivedChunks}) = ${uploads.totalChunks}`,
    )
    .returning({ id: uploads.id });
  return claimed.length > 0;
}

export async function saveOutcome(
  db: Db,
  connectionId: string,
  outcome: Pick<Partial<UploadRow>, 'status' | 'videoKey' | 'posterKey' | 'lengthSeconds' | 'error' | 'updatedAt'>,
): Promise<void> {
  await db.update(uploads).set(outcome).where(named(connectionId));
}

/** The names of the uploads still receiving chunks. */
export async function receivingUploads(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: uploads.connectionId }).from(uploads).where(eq(uploads.status, 'receiving'));
  return new Set(rows.map((row) => row.id));
}

/** Forgets unfinished uploads untouched since `cutoff`, or among `stale`; answers the names forgotten. */
export async function forgetUploads(db: Db, cutoff: Date, stale: string[]): Promise<Set<string>> {
  const forgotten = await db
    .delete(uploads)
    .where(
      and(
        inArray(uploads.status, ['receiving', 'processing']),
        or(lt(uploads.updatedAt, cutoff), stale.length > 0 ? inArray(uploads.connectionId, stale) : undefined),
      ),
    )
    .returning({ connectionId: uploads.connectionId });
  return new Set(forgotten.map((row) => row.connectionId));
}
