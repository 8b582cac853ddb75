import { billingDay as day } from '../payments/charge-description.js';

/** Why a code is refused, each naming the reason (docs/API.md#plans-and-offers). */
export const OFFER_TEXTS = {
  notFound: 'Offer not found',
  unknown: (code: string) => `The code ${code} does not exist.`,
  inactive: (code: string) => `The code ${code} is no longer offered.`,
  notStarted: (code: string, starts: Date) => `The code ${code} can be used from ${day(starts)}.`,
  expired: (code: string, ended: Date) => `The code ${code} expired on ${day(ended)}.`,
  usedUp: (code: string) => `The code ${code} has been used up.`,
  notForPlan: (code: string, plan: string) => `The code ${code} does not apply to the ${plan} plan.`,
  firstTimeOnly: (code: string) => `The code ${code} is for new members only.`,
  alreadyUsed: (code: string) => `You have already used the code ${code}.`,
  codeTaken: (code: string) => `code: An offer with the code ${code} already exists`,
  unknownPlans: 'planIds: One of these plans does not exist',
  unknownPromotion: 'promotionId: This promotion does not exist',
  tooManyCodes: 'Too many codes that do not exist were tried. Please try again later.',
  redeemedStays: 'Members have redeemed this offer: deactivate it instead, so its history stays.',
} as const;
