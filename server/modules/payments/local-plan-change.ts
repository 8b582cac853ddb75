import { randomBytes } from 'node:crypto';
import { formatAmount } from '../../../common/money.js';
import type { Db } from '../../db/database.js';
import { conflict, HttpError } from '../../errors.js';
import { type ChargeRow, recordCharge } from '../billing/charges-store.js';
import { offerLabel } from '../offers/offer-terms.js';
import { chargeDescription } from './charge-description.js';
import { PAYMENT_MESSAGES } from './constants.js';
import { declinesCharges } from './local-card-setups.js';
import type { PlanChange, SubscriptionRow } from './provider.js';
import { lockSubscription, savePlanChange, stateOf } from './subscription-store.js';

/** `, less USD 12.34 of unused time`: what a plan change's charge says of the credit it took. */
export const creditNote = (credit: number, currency: string) =>
  credit > 0 ? `, less ${formatAmount({ amount: credit, currency })} of unused time` : '';

/**
 * The local gateway's plan change, as Stripe's subscription update with `always_invoice` does it: the
 * membership moves to the plan now, under the row's lock and only if nothing changed it since the terms
 * were computed, and the prorated difference is charged to the card on file (a trial is charged nothing).
 */
export async function changeLocalPlan(
  db: Db,
  seen: SubscriptionRow,
  change: PlanChange,
  now: Date,
): Promise<{ subscription: SubscriptionRow; charge: ChargeRow | null }> {
  const { plan, offer, terms } = change;
  // The card on file pays the difference: one that declines later charges refuses it, and nothing changes.
  if (terms.amountDue > 0 && (await declinesCharges(db, seen))) throw new HttpError(402, PAYMENT_MESSAGES.cardDeclined);
  return db.transaction(async (tx) => {
    const row = await lockSubscription(tx, seen.id);
    const unchanged =
      row?.status === seen.status &&
      row.planId === seen.planId &&
      row.cancelAtPeriodEnd === seen.cancelAtPeriodEnd &&
      row.currentPeriodEnd?.getTime() === seen.currentPeriodEnd?.getTime();
    if (!unchanged) throw conflict(PAYMENT_MESSAGES.changedMeanwhile);
    const invoice = `in_local_${randomBytes(12).toString('hex')}`;
    const trial = seen.status === 'trialing';
    const subscription = await savePlanChange(tx, seen, change, {
      state: {
        ...stateOf(seen),
        currentPeriodStart: terms.periodStart,
        currentPeriodEnd: terms.periodEnd,
        invoiceId: trial ? null : invoice,
      },
      creditCents: terms.creditLeft,
      now,
    });
    if (trial) return { subscription, charge: null };
    const charge = await recordCharge(tx, {
      userId: seen.userId,
      subscriptionId: seen.id,
      provider: 'local',
      kind: 'payment',
      amountCents: terms.amountDue,
      discountCents: terms.discount,
      currency: plan.currency,
      description:
        chargeDescription(plan.name, now, terms.periodEnd) + creditNote(terms.credit - terms.creditLeft, plan.currency),
      offerId: terms.keepsOffer ? seen.offerId : null,
      discountLabel: terms.keepsOffer && offer ? `${offer.code} (${offerLabel(offer, plan.currency)})` : null,
      cardBrand: seen.cardBrand,
      cardLast4: seen.cardLast4,
      providerReference: invoice,
      createdAt: now,
    });
    return { subscription, charge: charge ?? null };
  });
}
