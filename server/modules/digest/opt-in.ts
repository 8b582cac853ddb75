import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { digestOptOuts } from './schema.js';

/** On unless the member turned it off: every account, old or new, starts opted in. */
export async function isOptedIn(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: digestOptOuts.userId })
    .from(digestOptOuts)
    .where(eq(digestOptOuts.userId, userId));
  return rows.length === 0;
}

/** Idempotent; turning it off for an account that no longer exists does nothing. */
export async function setOptIn(db: Db, userId: number, on: boolean, now: Date): Promise<void> {
  if (on) {
    await db.delete(digestOptOuts).where(eq(digestOptOuts.userId, userId));
    return;
  }
  await db.execute(
    sql`insert into ${digestOptOuts} (user_id, created_at) select id, ${now.toISOString()}::timestamptz from users where id = ${userId} on conflict do nothing`,
  );
}
