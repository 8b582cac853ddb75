import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { DunningResponse } from '../../schemas/index.js';
import { subscriptions } from '../payments/schema.js';
import { plans } from '../plans/schema.js';
import { users } from '../users/schema.js';

type FailingFields = Pick<
  typeof subscriptions.$inferSelect,
  'status' | 'paymentFailedAt' | 'nextPaymentAttemptAt' | 'updatedAt'
>;

/**
 * A failing renewal as staff see it: since its first failure and when the card is tried next; null
 * unless past due. A Stripe renewal reported past due before its failed invoice is dated from that report.
 */
export function failingPaymentOf(subscription: FailingFields | null | undefined) {
  if (subscription?.status !== 'past_due') return null;
  return {
    since: (subscription.paymentFailedAt ?? subscription.updatedAt).toISOString(),
    nextAttempt: subscription.nextPaymentAttemptAt?.toISOString() ?? null,
  };
}

/** Every member whose renewal is failing, longest failing first. */
export async function failingPayments(db: Executor): Promise<DunningResponse> {
  const rows = await db
    .select({ subscription: subscriptions, name: users.name, email: users.email, plan: plans.name })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.status, 'past_due'))
    .orderBy(asc(sql`coalesce(${subscriptions.paymentFailedAt}, ${subscriptions.updatedAt})`), asc(users.id));
  return rows.map(({ subscription, name, email, plan }) => ({
    userId: subscription.userId,
    name,
    email,
    plan,
    ...failingPaymentOf(subscription)!,
  }));
}
