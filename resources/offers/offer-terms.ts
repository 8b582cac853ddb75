import dayjs from 'dayjs';
import { formatAmount } from '../../common/money';
import type { OfferRecord, PlanRecord } from '../../providers/types';
import { BILLING_CURRENCY } from '../shared/constants';

type PlanNames = Pick<PlanRecord, 'id' | 'name' | 'currency'>;

/** The currency an offer's amounts are in: its plans' (every plan's when it names none). */
export function offerCurrency(offer: Pick<OfferRecord, 'planIds'>, plans: PlanNames[]): string {
  const own = plans.find((plan) => offer.planIds.includes(plan.id)) ?? plans[0];
  return own?.currency ?? BILLING_CURRENCY;
}

/** `40%` or `USD 10.00`. */
export const discountText = (offer: Pick<OfferRecord, 'percentOff' | 'amountOffCents'>, currency: string) =>
  offer.percentOff !== null ? `${offer.percentOff}%` : formatAmount({ amount: offer.amountOffCents ?? 0, currency });

/** `first 12 months`, `first month`, `once` or `forever`: how many charges the discount takes off. */
export function durationText(offer: Pick<OfferRecord, 'duration' | 'durationMonths'>): string {
  if (offer.duration !== 'repeating') return offer.duration;
  const months = offer.durationMonths ?? 1;
  return months === 1 ? 'first month' : `first ${months} months`;
}

/** `0 / 100`, or `3 / ∞` without a limit. */
export const redemptionsText = (offer: Pick<OfferRecord, 'redemptions' | 'maxRedemptions'>) =>
  `${offer.redemptions} / ${offer.maxRedemptions ?? '∞'}`;

/** The names of the plans an offer is for, or `All plans`. */
export const plansText = (offer: Pick<OfferRecord, 'planIds'>, plans: PlanNames[]) =>
  offer.planIds.length === 0
    ? 'All plans'
    : offer.planIds.map((id) => plans.find((plan) => plan.id === id)?.name ?? `Plan ${id}`).join(', ');

/**
 * An offer's days are UTC days, as the server reads a picked `YYYY-MM-DD` and names them in its
 * refusals (`expired on 7 Dec 2026`): the same day wherever the staff member is.
 */
export const offerDay = (iso: string) => iso.slice(0, 10);
const shownDay = (iso: string) => dayjs(offerDay(iso)).format('DD MMM YYYY');

/** `01 Dec 2026 – 07 Dec 2026`, or `… – no end`. */
export const windowText = (offer: Pick<OfferRecord, 'startsAt' | 'endsAt'>) =>
  `${shownDay(offer.startsAt)} – ${offer.endsAt ? shownDay(offer.endsAt) : 'no end'}`;
