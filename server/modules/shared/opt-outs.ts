import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';

/** A mailing members may turn off: a row per member who did, keyed by `userId`, with its `createdAt`. */
type OptOuts = PgTable & { userId: PgColumn; createdAt: PgColumn };

/** A member's switch for one mailing: on unless they turned it off, so every account, old or new, starts opted in. */
export function optOutSwitch(table: OptOuts) {
  return {
    async isOn(db: Db, userId: number): Promise<boolean> {
      return (await db.$count(table, eq(table.userId, userId))) === 0;
    },
    /** Idempotent; turning it off for an account that no longer exists does nothing. */
    async set(db: Db, userId: number, on: boolean, now: Date): Promise<void> {
      if (on) {
        await db.delete(table).where(eq(table.userId, userId));
        return;
      }
      await db.execute(
        sql`insert into ${table} (user_id, created_at) select id, ${now.toISOString()}::timestamptz from users where id = ${userId} on conflict do nothing`,
      );
    },
  };
}
