import type { AppDeps } from '../../deps.js';
import { badRequest, tooManyRequests } from '../../errors.js';
import type { OfferPreview } from '../../schemas/offers.js';
import type { PlanRow } from '../plans/plans-store.js';
import { discountOn, offerLabel, type OfferRow } from './offer-terms.js';
import { OFFER_TEXTS } from './offer-texts.js';
import { findOfferByCode, hasBeenMember, hasRedeemed, redemptionsOf } from './offers-store.js';

/** Unknown codes a member may try in an hour: enough for typos, too few to guess private codes. */
export const UNKNOWN_CODES_PER_HOUR = 20;
const HOUR_MS = 3600_000;

/**
 * The offer a member may buy `plan` with, or the refusal (400) naming why: unknown, not offered, not
 * started, expired, not for this plan, first-time members only, already used or used up. Unknown codes are counted per account (429 past the budget). The payment counts the redemption again
 * under a lock (redeemOffer): this check tells the member early.
 */
export async function offerForPurchase(
  deps: Pick<AppDeps, 'db' | 'budgets' | 'now'>,
  typed: string,
  plan: PlanRow,
  userId: number,
): Promise<OfferRow> {
  const { db } = deps;
  const now = deps.now();
  const code = typed.trim().toUpperCase();
  const budget = `offer-codes:${userId}`;
  const tried = await deps.budgets.used(budget);
  if (tried.count >= UNKNOWN_CODES_PER_HOUR) throw tooManyRequests(OFFER_TEXTS.tooManyCodes, tried.retryAfterMs / 1000);
  const offer = await findOfferByCode(db, code);
  if (!offer) {
    await deps.budgets.take(budget, UNKNOWN_CODES_PER_HOUR, HOUR_MS);
    throw badRequest(OFFER_TEXTS.unknown(code));
  }
  if (!offer.active) throw badRequest(OFFER_TEXTS.inactive(code));
  if (offer.startsAt > now) throw badRequest(OFFER_TEXTS.notStarted(code, offer.startsAt));
  if (offer.endsAt && offer.endsAt <= now) throw badRequest(OFFER_TEXTS.expired(code, offer.endsAt));
  if (offer.planIds.length > 0 && !offer.planIds.includes(plan.id))
    throw badRequest(OFFER_TEXTS.notForPlan(code, plan.name));
  if (offer.firstTimeOnly && (await hasBeenMember(db, userId))) throw badRequest(OFFER_TEXTS.firstTimeOnly(code));
  if (await hasRedeemed(db, offer.id, userId)) throw badRequest(OFFER_TEXTS.alreadyUsed(code));
  if (offer.maxRedemptions !== null && (await redemptionsOf(db, offer.id)) >= offer.maxRedemptions)
    throw badRequest(OFFER_TEXTS.usedUp(code));
  return offer;
}

/** The plan's first charge with the offer, and what the offer took off it. */
export function previewOf(offer: OfferRow, plan: Pick<PlanRow, 'id' | 'priceCents' | 'currency'>): OfferPreview {
  const discountCents = discountOn(offer, plan.priceCents);
  return {
    code: offer.code,
    planId: plan.id,
    description: offer.description,
    message: offerLabel(offer, plan.currency),
    amountCents: plan.priceCents - discountCents,
    discountCents,
    currency: plan.currency,
  };
}
