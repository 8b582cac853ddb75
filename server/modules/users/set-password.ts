import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from './schema.js';

/** Stores a new hash and bumps the token version, so every older token stops working at once. */
export async function setPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const [row] = await db
    .update(users)
    .set({ ...extra, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id, role: users.role, tokenVersion: users.tokenVersion });
  return row;
}
