import { and, eq, sql } from 'drizzle-orm';
import { progress, watchLog } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { PauseEvent, ProgressSaved } from '../../schemas/index.js';
import { COMPLETED_AT_PERCENT, percentWatched } from './percent.js';

/**
 * Stores where the player is: `watchedSeconds` only grows (the furthest point, capped at the
 * length), `lastPosition` follows the player. Newly watched seconds go to the watch log that
 * the dashboard's weekly changes come from. Null when the lecture is not the user's to watch.
 */
export async function recordProgress(deps: Pick<AppDeps, 'db' | 'now' | 'catalogue'>, user: AuthUser, event: PauseEvent): Promise<ProgressSaved | null> {
  const now = deps.now();
  const entry = await deps.catalogue.lecture(user, event.videoId);
  if (!entry) return null;
  const lecture = { id: entry.lecture.id, length: entry.lecture.lengthSeconds };
  return deps.db.transaction(async (tx) => {
    const position = lecture.length > 0 ? Math.min(event.watchedSeconds, lecture.length) : event.watchedSeconds;
    const [before] = await tx
      .select({ watched: progress.watchedSeconds })
      .from(progress)
      .where(and(eq(progress.userId, user.id), eq(progress.lectureId, lecture.id)))
      .for('update');
    const [saved] = await tx
      .insert(progress)
      .values({ userId: user.id, lectureId: lecture.id, watchedSeconds: position, lastPosition: position, updatedAt: now })
      .onConflictDoUpdate({
        target: [progress.userId, progress.lectureId],
        set: { watchedSeconds: sql`greatest(${progress.watchedSeconds}, excluded.watched_seconds)`, lastPosition: position, updatedAt: now },
      })
      .returning({ watched: progress.watchedSeconds });
    const gained = saved.watched - (before?.watched ?? 0);
    if (gained > 0) {
      const wasComplete = percentWatched(before?.watched ?? 0, lecture.length) >= COMPLETED_AT_PERCENT;
      const isComplete = percentWatched(saved.watched, lecture.length) >= COMPLETED_AT_PERCENT;
      await tx.insert(watchLog).values({ userId: user.id, lectureId: lecture.id, seconds: gained, completed: isComplete && !wasComplete, at: now });
    }
    return { videoId: lecture.id, watchedSeconds: saved.watched, progressPercentage: percentWatched(saved.watched, lecture.length) };
  });
}
