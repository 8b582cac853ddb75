import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { type ChargeRow, recordCharge } from '../billing/charges-store.js';
import { addInterval } from '../payments/billing-periods.js';
import { chargeDescription } from '../payments/charge-description.js';
import type { SubscriptionRow } from '../payments/provider.js';
import { localPaymentIntents } from '../payments/schema.js';
import { findPlan } from '../plans/plans-store.js';

/**
 * What seats added now cost until the period ends, as Stripe prorates: the share of the period left ×
 * the seats added × the price of one. Removed seats, and seats added during a trial, cost nothing now:
 * the next charge bills the new count.
 */
export function proratedSeatsCents(subscription: SubscriptionRow, seats: number, now: Date): number {
  const added = seats - subscription.seats;
  const end = subscription.currentPeriodEnd;
  if (added <= 0 || subscription.status !== 'active' || !end) return 0;
  const start = addInterval(end, subscription.interval, -1);
  const left = Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / (end.getTime() - start.getTime())));
  return Math.round(left * added * subscription.amountCents);
}

/** The local gateway's charge for added seats, on the card the membership was paid with. */
export async function changeLocalSeats(
  deps: Pick<AppDeps, 'db' | 'now'>,
  subscription: SubscriptionRow,
  seats: number,
): Promise<ChargeRow | null> {
  const now = deps.now();
  const amountCents = proratedSeatsCents(subscription, seats, now);
  if (amountCents === 0) return null;
  const { db } = deps;
  const [card] = await db
    .select({ cardBrand: localPaymentIntents.cardBrand, cardLast4: localPaymentIntents.cardLast4 })
    .from(localPaymentIntents)
    .where(and(eq(localPaymentIntents.subscriptionId, subscription.id), eq(localPaymentIntents.status, 'succeeded')))
    .orderBy(desc(localPaymentIntents.createdAt))
    .limit(1);
  const plan = await findPlan(db, subscription.planId);
  const added = seats - subscription.seats;
  const charge = await recordCharge(db, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    provider: 'local',
    kind: 'payment',
    amountCents,
    discountCents: 0,
    currency: plan?.currency ?? 'usd',
    description: `${added} added seat${added === 1 ? '' : 's'}: ${chargeDescription(plan?.name ?? 'Membership', now, subscription.currentPeriodEnd!)}`,
    offerId: null,
    discountLabel: null,
    cardBrand: card?.cardBrand ?? null,
    cardLast4: card?.cardLast4 ?? null,
    providerReference: `in_local_${randomBytes(12).toString('hex')}`,
    createdAt: now,
  });
  return charge ?? null;
}
