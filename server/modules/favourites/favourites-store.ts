import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import type { ChangeKind } from '../../services/change-feed.js';
import { favourites } from './schema.js';

/** Favourites' trigger names the member on every write (migration 0002): their learning state is read again. */
export const RAISES = ['learning'] as const satisfies readonly ChangeKind[];

// Any constant: the advisory-lock space of favourite toggles (the key within it hashes member and lecture).
const FAVOURITE_LOCKS = 724_303;

const saved = (userId: number, lectureId: number) =>
  and(eq(favourites.userId, userId), eq(favourites.lectureId, lectureId));

/**
 * Saves the lecture, or removes it if saved; whether it is saved now. Toggles of one member's lecture
 * take turns (a lock per member and lecture, held to the commit): each flips what the one before left,
 * so an even number of them changes nothing.
 */
export function toggleFavourite(db: Db, userId: number, lectureId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FAVOURITE_LOCKS}, hashtext(${`${userId}:${lectureId}`}))`);
    const removed = await tx.delete(favourites).where(saved(userId, lectureId)).returning({ id: favourites.id });
    if (removed.length > 0) return false;
    await tx.insert(favourites).values({ userId, lectureId, createdAt: now });
    return true;
  });
}

/** Whether the member had the lecture saved to remove. */
export async function removeFavourite(db: Executor, userId: number, lectureId: number): Promise<boolean> {
  const removed = await db.delete(favourites).where(saved(userId, lectureId)).returning({ id: favourites.id });
  return removed.length > 0;
}
