import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { spots } from './schema.js';

// No trigger watches spots: no cache holds them, and their writes raise no change-feed kind.

export type SpotRow = typeof spots.$inferSelect;
type SpotChange = Partial<Pick<SpotRow, 'atSeconds' | 'note'>>;

const mine = (userId: number, spotId: number) => and(eq(spots.id, spotId), eq(spots.userId, userId));

/** The member's spots, of one lecture or all, by lecture and moment. */
export function memberSpots(db: Executor, userId: number, lectureId?: number): Promise<SpotRow[]> {
  return db
    .select()
    .from(spots)
    .where(and(eq(spots.userId, userId), lectureId ? eq(spots.lectureId, lectureId) : undefined))
    .orderBy(asc(spots.lectureId), asc(spots.atSeconds), asc(spots.id));
}

/** The spot if it is the member's own. */
export async function ownSpot(db: Executor, userId: number, spotId: number): Promise<SpotRow | undefined> {
  const [row] = await db.select().from(spots).where(mine(userId, spotId));
  return row;
}

export async function insertSpot(
  db: Executor,
  values: Pick<SpotRow, 'userId' | 'lectureId' | 'atSeconds' | 'note'>,
  now: Date,
): Promise<SpotRow> {
  const [row] = await db
    .insert(spots)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** The member's spot as changed; undefined when it is gone (or never was theirs). */
export async function updateSpot(
  db: Executor,
  userId: number,
  spotId: number,
  change: SpotChange,
  now: Date,
): Promise<SpotRow | undefined> {
  const [row] = await db
    .update(spots)
    .set({ ...change, updatedAt: now })
    .where(mine(userId, spotId))
    .returning();
  return row;
}

/** Whether the member had this spot to delete. */
export async function deleteSpot(db: Executor, userId: number, spotId: number): Promise<boolean> {
  const deleted = await db.delete(spots).where(mine(userId, spotId)).returning({ id: spots.id });
  return deleted.length > 0;
}
