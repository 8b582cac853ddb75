import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { subscriptions } from '../payments/schema.js';

/** Each user's deciding subscription (the live one, else the newest), in one query for a whole page. */
export async function latestSubscriptions(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, typeof subscriptions.$inferSelect>();
  const rows = await db
    .selectDistinctOn([subscriptions.userId])
    .from(subscriptions)
    .where(inArray(subscriptions.userId, userIds))
    .orderBy(
      subscriptions.userId,
      sql`${subscriptions.status} in ('active', 'trialing', 'past_due') desc`,
      desc(subscriptions.id),
    );
  return new Map(rows.map((row) => [row.userId, row]));
}
