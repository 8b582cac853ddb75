import type pg from 'pg';
import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import type { PauseEvent, ProgressSaved } from '../../schemas/index.js';
import { COMPLETED_AT_PERCENT, percentWatched } from './percent.js';
import { ProgressWriter } from './progress-writer.js';

// One writer per database pool (a test may run two apps in one process, each with its own pool).
const writers = new WeakMap<pg.Pool, ProgressWriter>();

/**
 * Stores where the player is: `watchedSeconds` only grows (the furthest point, capped at the
 * length), `lastPosition` follows the player. Newly watched seconds go to the watch log that
 * the dashboard's weekly changes come from. Null when the lecture is not the user's to watch.
 */
export async function recordProgress(
  deps: Pick<AppDeps, 'db' | 'now' | 'catalogue'>,
  user: AuthUser,
  event: PauseEvent,
): Promise<ProgressSaved | null> {
  const now = deps.now();
  const entry = await deps.catalogue.lecture(user, event.videoId);
  if (!entry) return null;
  const lecture = { id: entry.lecture.id, length: entry.lecture.lengthSeconds };
  const position = lecture.length > 0 ? Math.min(event.watchedSeconds, lecture.length) : event.watchedSeconds;
  // The pool drizzle wraps: the writer sends a named (once-planned) statement of its own.
  const pool = (deps.db as unknown as { $client: pg.Pool }).$client;
  let writer = writers.get(pool);
  if (!writer) writers.set(pool, (writer = new ProgressWriter(pool, COMPLETED_AT_PERCENT)));
  const watched = await writer.write({
    userId: user.id,
    lectureId: lecture.id,
    position,
    length: lecture.length,
    at: now,
  });
  return { videoId: lecture.id, watchedSeconds: watched, progressPercentage: percentWatched(watched, lecture.length) };
}
