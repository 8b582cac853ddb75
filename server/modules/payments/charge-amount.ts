import { discountApplies, discountOn, type OfferRow } from '../offers/offer-terms.js';
import type { SubscriptionRow } from './provider.js';

type Billed = Pick<SubscriptionRow, 'amountCents' | 'seats' | 'offerId' | 'discountEndsAt'>;

/**
 * What a subscription's charge at `at` comes to before any credit: its amount for each seat (a team's
 * charge pays every seat), less its offer's discount while that lasts.
 */
export function chargeAt(
  subscription: Billed,
  offer: Pick<OfferRow, 'percentOff' | 'amountOffCents'> | null | undefined,
  at: Date,
): { full: number; discounted: boolean; discount: number; amount: number } {
  const full = subscription.amountCents * subscription.seats;
  const discounted = Boolean(offer) && discountApplies(subscription, at);
  const discount = discounted && offer ? discountOn(offer, full) : 0;
  return { full, discounted, discount, amount: full - discount };
}
