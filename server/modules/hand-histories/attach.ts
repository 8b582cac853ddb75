import { count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HAND_HISTORY_TEXTS, MAX_HAND_HISTORIES } from '../../../common/hand-history.js';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { Catalogue } from '../lectures/catalogue.js';
import { lectureChild } from '../shared/audit-trail.js';
import { insertAudited } from '../shared/audited-writes.js';
import type { HandHistoryParser } from './parse-off-thread.js';
import { handHistories } from './schema.js';

// Any constant: the advisory-lock space of attaches (the key within it is the lecture id).
const HAND_HISTORY_LOCKS = 724_320;
export const PAST_THE_END = 'That moment is past the end of the lecture';
export type HandHistoryRow = typeof handHistories.$inferSelect;

export const toRecord = (row: HandHistoryRow) => ({
  id: row.id,
  lectureId: row.lectureId,
  title: row.title,
  momentSeconds: row.momentSeconds,
  hand: row.hand,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The lecture staff attach to; the moment must lie within its video where its length is known. */
export async function checkLectureMoment(catalogue: Catalogue, user: AuthUser, lectureId: number, moment?: number) {
  const entry = await catalogue.lecture(user, lectureId);
  if (!entry) throw notFound('Lecture not found');
  const length = entry.lecture.lengthSeconds;
  if (moment !== undefined && length > 0 && moment > length)
    throw badRequest(`momentSeconds: ${PAST_THE_END}`, { field: 'momentSeconds' });
}

/**
 * Parses (off the event loop; a 400 naming the line and why for a history that fails, storing nothing) and
 * stores one history, audited; attaches to one lecture take turns, so a burst cannot pass the limit.
 */
export async function attachHandHistory(
  db: Db,
  parser: HandHistoryParser,
  request: FastifyRequest,
  lectureId: number,
  input: { title: string; momentSeconds: number; text: string },
): Promise<HandHistoryRow> {
  const hand = await parser.parse(input.text);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HAND_HISTORY_LOCKS}, ${lectureId})`);
    const [{ attached }] = await tx
      .select({ attached: count() })
      .from(handHistories)
      .where(eq(handHistories.lectureId, lectureId));
    if (attached >= MAX_HAND_HISTORIES) throw conflict(HAND_HISTORY_TEXTS.tooMany);
    const values = { lectureId, title: input.title, momentSeconds: input.momentSeconds, original: input.text, hand };
    return insertAudited(tx, request, handHistories, values, () => lectureChild('hand-histories', lectureId));
  });
}
