import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hasMembership, LIVE_STATUSES } from '../../access/membership.js';
import type { Db } from '../../db/database.js';
import { subscriptions } from '../payments/schema.js';
import { users } from '../users/schema.js';

/** A table of members who turned a mailing off: a row per member, keyed by `userId`. */
type OptOuts = PgTable & { userId: PgColumn };

/** Active, verified members with a running membership who did not turn this mailing off, by id. */
export async function mailableMembers(db: Db, now: Date, optOuts: OptOuts) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      provider: subscriptions.provider,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(users)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.userId, users.id), inArray(subscriptions.status, [...LIVE_STATUSES])),
    )
    .where(
      and(
        eq(users.role, 'member'),
        eq(users.isActive, true),
        eq(users.isVerified, true),
        isNull(users.deletedAt),
        notExists(db.select().from(optOuts).where(eq(optOuts.userId, users.id))),
      ),
    )
    .orderBy(users.id);
  // The access rule itself decides (period end, grace), as it does for every request.
  return rows.filter((row) => hasMembership(row, now));
}
