import { randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { addOneMonth } from './local-provider.js';
import { subscriptions } from './schema.js';

/** Renewals are made this long before the period ends, so access never waits on the schedule. */
export const RENEW_AHEAD_MS = 2 * 3600_000;

/**
 * The local gateway bills monthly as Stripe does: an active, not cancelled local membership whose
 * period ends soon gets its next period (and a new invoice id), so it never lapses while it runs.
 * A scheduled job calls this; returns how many were renewed.
 */
export async function renewLocalMemberships(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: subscriptions.id, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'local'),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + RENEW_AHEAD_MS)),
      ),
    );
  for (const row of due) {
    // A server that was off for months bills each missed month up to now, as a card would have been.
    let periodEnd = row.currentPeriodEnd!;
    while (periodEnd.getTime() <= now.getTime() + RENEW_AHEAD_MS) periodEnd = addOneMonth(periodEnd);
    await db
      .update(subscriptions)
      .set({
        currentPeriodEnd: periodEnd,
        providerInvoiceId: `in_local_${randomBytes(12).toString('hex')}`,
        updatedAt: now,
      })
      // Only if nobody cancelled or changed it meanwhile.
      .where(
        and(
          eq(subscriptions.id, row.id),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, false),
          eq(subscriptions.currentPeriodEnd, row.currentPeriodEnd!),
        ),
      );
  }
  return due.length;
}
