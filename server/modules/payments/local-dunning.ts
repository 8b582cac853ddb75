import { refreshMembership } from '../../access/membership.js';
import type { Db } from '../../db/database.js';
import { DAY_MS, type SubscriptionRow } from './provider.js';
import { subscriptions } from './schema.js';
import { unchangedSince } from './subscription-store.js';

/**
 * After a failed renewal the hourly job tries the card again this many days after the failure, as
 * Stripe's retries do; the last is within the access grace (RENEWAL_GRACE_MS), so access never stops
 * while a retry is due.
 */
export const RETRY_AFTER_DAYS = [1, 2] as const;

/**
 * Where a failing renewal stands after a declined charge: `failed` (the renewal itself: mailed), `retried`
 * (a retry with more to come), `lastChance` (one retry left: mailed), `lapsed` (the last failed: ended).
 */
export type DunningStep = 'failed' | 'retried' | 'lastChance' | 'lapsed';

function stepAfter(seen: SubscriptionRow, now: Date) {
  const failedAt = seen.paymentFailedAt ?? now;
  const attempts = seen.failedPaymentAttempts + 1;
  const retryDay = RETRY_AFTER_DAYS[attempts - 1];
  if (retryDay === undefined)
    return {
      step: 'lapsed' as const,
      set: { status: 'canceled', failedPaymentAttempts: attempts, nextPaymentAttemptAt: null },
    };
  const step: DunningStep = attempts === 1 ? 'failed' : attempts === RETRY_AFTER_DAYS.length ? 'lastChance' : 'retried';
  return {
    step,
    set: {
      status: 'past_due',
      paymentFailedAt: failedAt,
      failedPaymentAttempts: attempts,
      nextPaymentAttemptAt: new Date(failedAt.getTime() + retryDay * DAY_MS),
    },
  };
}

/**
 * A renewal or scheduled retry the card declined: no charge, the membership past due (access goes on)
 * until the next retry, or ended after the last. Written once, unless the row changed meanwhile (null).
 */
export async function recordDeclinedRenewal(
  db: Db,
  seen: SubscriptionRow,
  now: Date,
): Promise<{ subscription: SubscriptionRow; step: DunningStep } | null> {
  const { step, set } = stepAfter(seen, now);
  const [subscription] = await db
    .update(subscriptions)
    .set({ ...set, updatedAt: now })
    .where(unchangedSince(seen))
    .returning();
  if (!subscription) return null;
  if (step === 'lapsed') await refreshMembership(db, subscription.userId, now);
  return { subscription, step };
}
