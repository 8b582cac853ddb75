import { LIVE_CHAT_OPENS_BEFORE_MINUTES, LIVE_CHAT_TEXTS, type LiveChatState } from '../../../common/live-chat.js';
import type { Executor } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { findLiveClass, type LiveClassRow } from '../live/live-store.js';

const OPENS_BEFORE_MS = LIVE_CHAT_OPENS_BEFORE_MINUTES * 60_000;

/**
 * A class's chat is open while the class is live, and while it is scheduled from an hour before its
 * start to its expected end; before that it is not open yet, after it (ended, cancelled, or never gone
 * live) it is history only.
 */
export function chatStateOf(
  row: Pick<LiveClassRow, 'status' | 'startsAt' | 'durationMinutes'>,
  now: Date,
): LiveChatState {
  if (row.status === 'live') return 'open';
  if (row.status !== 'scheduled') return 'closed';
  const start = row.startsAt.getTime();
  if (now.getTime() < start - OPENS_BEFORE_MS) return 'upcoming';
  return now.getTime() < start + row.durationMinutes * 60_000 ? 'open' : 'closed';
}

/** The class a chat belongs to, or 404. */
export async function chatClass(db: Executor, classId: number): Promise<LiveClassRow> {
  const found = await findLiveClass(db, classId);
  if (!found) throw notFound(LIVE_CHAT_TEXTS.classNotFound);
  return found.row;
}

/** Refuses a message to a chat that is not open, saying when it opens or that it closed. */
export function requireOpen(row: LiveClassRow, now: Date): void {
  const state = chatStateOf(row, now);
  if (state !== 'open') throw conflict(state === 'upcoming' ? LIVE_CHAT_TEXTS.notOpenYet : LIVE_CHAT_TEXTS.closed);
}
