import { discountApplies, discountOn, type OfferRow } from '../offers/offer-terms.js';
import type { PlanRow } from '../plans/plans-store.js';
import { addInterval, shareLeft } from './billing-periods.js';
import { chargeAt } from './charge-amount.js';
import type { SubscriptionRow } from './provider.js';

/** What moving a membership to another plan now costs, as Stripe prorates it. */
export interface PlanChangeTerms {
  /** The unused time of the period being left, at what it was billed, plus any credit already held. */
  credit: number;
  /** The offer's discount on the new plan's first period, when the offer goes on (see below). */
  discount: number;
  keepsOffer: boolean;
  /** Charged to the card now: the new plan's first period less the discount and the credit. */
  amountDue: number;
  /** Credit beyond the charge (a change to a cheaper plan), taken off the next charges. */
  creditLeft: number;
  /** The new period starts now (Stripe's `billing_cycle_anchor: now`); a trial keeps its own. */
  periodStart: Date;
  periodEnd: Date;
}

type Current = Pick<
  SubscriptionRow,
  | 'status'
  | 'amountCents'
  | 'interval'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'offerId'
  | 'discountEndsAt'
  | 'creditCents'
  | 'seats'
>;

/**
 * Proration to the millisecond of the period being left, like Stripe's `always_invoice`. The offer goes on
 * when it still runs and is for the new plan too; a once-only offer was spent on the first charge.
 * A trial changes plan for nothing and keeps its end: its first charge is the new plan's. A team's
 * seats each move: every amount is the plan's times the seats.
 */
export function planChangeTerms(current: Current, offer: OfferRow | null, plan: PlanRow, now: Date): PlanChangeTerms {
  const keepsOffer =
    offer !== null &&
    offer.duration !== 'once' &&
    (offer.planIds.length === 0 || offer.planIds.includes(plan.id)) &&
    discountApplies(current, now);
  const price = plan.priceCents * current.seats;
  const discount = keepsOffer ? discountOn(offer, price) : 0;
  if (current.status === 'trialing')
    return {
      credit: current.creditCents,
      discount,
      keepsOffer,
      amountDue: 0,
      creditLeft: current.creditCents,
      periodStart: current.currentPeriodStart!,
      periodEnd: current.currentPeriodEnd!,
    };
  const credit = unusedCredit(current, offer, now) + current.creditCents;
  const due = price - discount;
  return {
    credit,
    discount,
    keepsOffer,
    amountDue: Math.max(0, due - credit),
    creditLeft: Math.max(0, credit - due),
    periodStart: now,
    periodEnd: addInterval(now, plan.interval),
  };
}

function unusedCredit(current: Current, offer: OfferRow | null, now: Date): number {
  const start = current.currentPeriodStart!;
  const billed = chargeAt(current, offer, start).amount;
  return Math.round(billed * shareLeft(start, current.currentPeriodEnd!, now));
}
