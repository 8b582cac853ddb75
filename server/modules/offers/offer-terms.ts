import { formatAmount } from '../../../common/money.js';
import { addInterval } from '../payments/billing-periods.js';
import type { offers } from './schema.js';

export type OfferRow = typeof offers.$inferSelect;
type Terms = Pick<OfferRow, 'percentOff' | 'amountOffCents' | 'duration' | 'durationMonths'>;

/** What the offer takes off one charge of `amountCents`: never more than the charge. */
export function discountOn(offer: Pick<OfferRow, 'percentOff' | 'amountOffCents'>, amountCents: number): number {
  const off =
    offer.percentOff !== null ? Math.round((amountCents * offer.percentOff) / 100) : (offer.amountOffCents ?? 0);
  return Math.min(off, amountCents);
}

/** `40% off the first 12 months`, `USD 10.00 off the first charge`, `20% off every charge`. */
export function offerLabel(offer: Terms, currency: string): string {
  const off =
    offer.percentOff !== null ? `${offer.percentOff}%` : formatAmount({ amount: offer.amountOffCents ?? 0, currency });
  if (offer.duration === 'forever') return `${off} off every charge`;
  if (offer.duration === 'once') return `${off} off the first charge`;
  const months = offer.durationMonths ?? 1;
  return `${off} off the first ${months === 1 ? 'month' : `${months} months`}`;
}

/**
 * Until when the discount applies, as Stripe's coupon durations do: charges made before this moment are
 * discounted. Once: the first charge only (the first period's end); N months: N months from the start;
 * forever: null.
 */
export function discountEndsAt(offer: Terms, start: Date, firstPeriodEnd: Date): Date | null {
  if (offer.duration === 'forever') return null;
  if (offer.duration === 'once') return firstPeriodEnd;
  return addInterval(start, 'month', offer.durationMonths ?? 1);
}

/** Whether a charge at `at` of a subscription bought with an offer is discounted. */
export const discountApplies = (subscription: { offerId: number | null; discountEndsAt: Date | null }, at: Date) =>
  subscription.offerId !== null && (subscription.discountEndsAt === null || at < subscription.discountEndsAt);
