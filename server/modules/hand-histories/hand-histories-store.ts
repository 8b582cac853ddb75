import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HAND_HISTORY_TEXTS, MAX_HAND_HISTORIES } from '../../../common/hand-histories.js';
import type { Db, Executor } from '../../db/database.js';
import { conflict } from '../../errors.js';
import { lectureChild } from '../shared/audit-trail.js';
import { deleteAudited, insertAudited, updateAudited } from '../shared/audited-writes.js';
import { handHistories } from './schema.js';

// No trigger watches hand histories: no cache holds them, and their writes raise no change-feed kind.

// Any constant: the advisory-lock space of attaches (the key within it is the lecture id).
const HAND_HISTORY_LOCKS = 724_320;
export type HandHistoryRow = typeof handHistories.$inferSelect;
type NewHandHistory = Pick<HandHistoryRow, 'lectureId' | 'title' | 'momentSeconds' | 'original' | 'hand'>;

const ofLecture = (lectureId: number, handId: number) =>
  and(eq(handHistories.id, handId), eq(handHistories.lectureId, lectureId))!;
const filed = (row: HandHistoryRow) => lectureChild('hand-histories', row.lectureId);

/** A lecture's histories by moment. */
export function lectureHandHistories(db: Executor, lectureId: number): Promise<HandHistoryRow[]> {
  return db
    .select()
    .from(handHistories)
    .where(eq(handHistories.lectureId, lectureId))
    .orderBy(asc(handHistories.momentSeconds), asc(handHistories.id));
}

export async function findHandHistory(
  db: Executor,
  lectureId: number,
  handId: number,
): Promise<HandHistoryRow | undefined> {
  const [row] = await db.select().from(handHistories).where(ofLecture(lectureId, handId));
  return row;
}

/** Stores one parsed history, audited; attaches to one lecture take turns, so a burst cannot pass the limit. */
export function insertHandHistory(db: Db, request: FastifyRequest, values: NewHandHistory): Promise<HandHistoryRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HAND_HISTORY_LOCKS}, ${values.lectureId})`);
    const [{ attached }] = await tx
      .select({ attached: count() })
      .from(handHistories)
      .where(eq(handHistories.lectureId, values.lectureId));
    if (attached >= MAX_HAND_HISTORIES) throw conflict(HAND_HISTORY_TEXTS.tooMany);
    return insertAudited(tx, request, handHistories, values, filed);
  });
}

/** The lecture's history as changed, audited; undefined when it has no such history. */
export function updateHandHistory(
  db: Db,
  request: FastifyRequest,
  lectureId: number,
  handId: number,
  change: Partial<Pick<HandHistoryRow, 'title' | 'momentSeconds'>>,
  now: Date,
): Promise<HandHistoryRow | undefined> {
  const set = { ...change, updatedAt: now };
  return updateAudited(db, request, { table: handHistories, where: ofLecture(lectureId, handId), set }, filed);
}

/** The lecture's history deleted, audited; undefined when it has no such history. */
export function deleteHandHistory(db: Db, request: FastifyRequest, lectureId: number, handId: number) {
  return deleteAudited(db, request, { table: handHistories, where: ofLecture(lectureId, handId) }, filed);
}
