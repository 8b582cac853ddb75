import type { FastifyRequest } from 'fastify';
import { HAND_HISTORY_TEXTS } from '../../../common/hand-histories.js';
import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import type { Catalogue } from '../lectures/catalogue.js';
import { type HandHistoryRow, insertHandHistory } from './hand-histories-store.js';
import type { HandHistoryParser } from './parse-off-thread.js';

export const PAST_THE_END = 'That moment is past the end of the lecture';

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
 * Checks the lecture and moment, parses (off the event loop; a 400 naming the line and why for a history
 * that fails, storing nothing) and stores one history, audited; attaches to one lecture take turns, so a
 * burst cannot pass the limit. The added history's record, with its message.
 */
export async function attachHandHistory(
  deps: Pick<AppDeps, 'db' | 'catalogue'>,
  parser: HandHistoryParser,
  request: FastifyRequest,
  lectureId: number,
  input: { title: string; momentSeconds: number; text: string },
) {
  const { title, momentSeconds, text } = input;
  await checkLectureMoment(deps.catalogue, currentUser(request), lectureId, momentSeconds);
  const hand = await parser.parse(text);
  const row = await insertHandHistory(deps.db, request, { lectureId, title, momentSeconds, original: text, hand });
  return { ...toRecord(row), message: HAND_HISTORY_TEXTS.added };
}
