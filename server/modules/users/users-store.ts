import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { ChangeKind } from '../../services/change-feed.js';
import { users } from './schema.js';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

/**
 * What writes to users raise (the triggers of migrations 0002, 0003 and 0012): `user` with the id for a
 * row updated or deleted (a subscription's write raises it too, with its user's id), `user-added` for
 * new rows, `user-count` for a write that changes who is listed (a deletion, a role).
 */
export const RAISES = ['user', 'user-added', 'user-count'] as const satisfies readonly ChangeKind[];
export type UserChange = (typeof RAISES)[number];

export async function findUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** What checking a new or current password needs: the hash, and the words a password must not be made of. */
export async function passwordFacts(db: Executor, id: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The new account, or undefined when its email is taken (by a concurrent insert too). */
export async function insertUser(db: Executor, values: NewUser): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return user;
}

/** Sets fields of one user; `updatedAt` only where the caller sets it (a first sign-in is no edit). */
export async function updateUser(db: Executor, id: number, set: Partial<NewUser>): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, id));
}

/** A new token version: every key the user holds is refused, from the commit that sets it. */
export const nextTokenVersion = () => sql`${users.tokenVersion} + 1`;

/** Stores a new hash and bumps the token version, so every older token stops working at once. */
export async function setPassword(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: Date,
  extra: Partial<NewUser> = {},
) {
  const [row] = await db
    .update(users)
    .set({ ...extra, passwordHash, tokenVersion: nextTokenVersion(), updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id, role: users.role, tokenVersion: users.tokenVersion });
  return row;
}
