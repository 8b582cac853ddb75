import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { type ChargeRow, recordCharge } from '../billing/charges-store.js';
import { shareLeft } from '../payments/billing-periods.js';
import { chargeDescription } from '../payments/charge-description.js';
import { PAYMENT_MESSAGES } from '../payments/constants.js';
import { declinesCharges } from '../payments/local-card-setups.js';
import type { SubscriptionRow } from '../payments/provider.js';
import { findPlan } from '../plans/plans-store.js';

/**
 * What seats added now cost until the period ends, as Stripe prorates: the share of the period left ×
 * the seats added × the price of one. Removed seats, and seats added during a trial, cost nothing now:
 * the next charge bills the new count.
 */
export function proratedSeatsCents(subscription: SubscriptionRow, seats: number, now: Date): number {
  const added = seats - subscription.seats;
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;
  if (added <= 0 || subscription.status !== 'active' || !start || !end) return 0;
  return Math.round(shareLeft(start, end, now) * added * subscription.amountCents);
}

/**
 * The local gateway's charge for added seats, on the membership's card on file, in the transaction that
 * sets the new count (both or neither). A card that declines later charges refuses it.
 */
export async function changeLocalSeats(
  tx: Executor,
  subscription: SubscriptionRow,
  seats: number,
  now: Date,
): Promise<ChargeRow | null> {
  const amountCents = proratedSeatsCents(subscription, seats, now);
  if (amountCents === 0) return null;
  if (await declinesCharges(tx, subscription)) throw new HttpError(402, PAYMENT_MESSAGES.cardDeclined);
  const plan = await findPlan(tx, subscription.planId);
  const added = seats - subscription.seats;
  const charge = await recordCharge(tx, {
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
    cardBrand: subscription.cardBrand,
    cardLast4: subscription.cardLast4,
    providerReference: `in_local_${randomBytes(12).toString('hex')}`,
    createdAt: now,
  });
  return charge ?? null;
}
