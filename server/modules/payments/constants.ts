/**
 * What the default plan includes when Stripe's price's product names no marketing features (the plans
 * table holds each plan's own; migration 0025 seeded the default plan with these).
 */
export const PLAN_FEATURES = [
  'No contract',
  'Cancel any time',
  'New content weekly',
  "All No Limit Hold'em and Pot Limit Omaha content",
];

/** Stripe's words for a card its bank refused. */
const CARD_DECLINED = 'Your card was declined.';

/** The local gateway's card answers, as Stripe's test cards behave. */
export const LOCAL_SUCCESS_CARDS = ['4242424242424242', '5555555555554444', '4000056655665556'];
/** Stripe's 4000 0000 0000 0341: it attaches (and here pays its first charge), and every later charge declines. */
export const LOCAL_LATER_DECLINING_CARDS = ['4000000000000341'];
export const LOCAL_DECLINING_CARDS: Record<string, string> = {
  '4000000000000002': CARD_DECLINED,
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

export const PAYMENT_MESSAGES = {
  cancelled: 'Subscription Cancelled Successfully',
  alreadySubscribed: 'You already have an active subscription.',
  noSubscription: 'Please select a plan first.',
  nothingToCancel: 'You have no active subscription to cancel.',
  notPaid: 'Your payment has not been completed yet. Please pay with your card first.',
  paymentPending: 'Your payment is still being processed. Please try again in a moment.',
  unknownPaymentMethod: 'This payment method does not belong to your payment.',
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  testCardsOnly: 'Your card was declined. The local test gateway accepts only test cards such as 4242 4242 4242 4242.',
  unknownClientSecret: 'This payment was not found. Please select a plan again.',
  alreadyPaid: 'This payment has already been completed.',
  localOnly: 'The local test gateway is not enabled on this server.',
  stripeOnly: 'Stripe webhooks are not enabled on this server.',
  missingSignature: 'Missing Stripe-Signature header.',
  badSignature: 'The Stripe signature is invalid.',
  providerUnreachable: 'The payment provider could not be reached. Please try again.',
  planNotRecurring:
    "The payment provider's price is not a recurring price with a fixed amount. Please set STRIPE_PRICE_ID to a monthly price.",
  planUnavailable: 'The membership plan could not be read from the payment provider. Please try again.',
  providerNoSecret: 'The payment provider did not return a payment to confirm. Please try again.',
  nothingToRefund: 'Stripe has no card payment for this charge to refund.',
  planChanged: 'Plan Changed Successfully',
  cardDeclined: CARD_DECLINED,
  changedMeanwhile: 'Your membership changed meanwhile. Please look at it again and retry.',
  noPlanToChange: 'You have no membership to change: select a plan first.',
  samePlan: 'You are already on this plan.',
  compedNoChange: 'A free membership has no plan to change.',
  pastDueNoChange: 'Your last payment failed: update your card before changing plan.',
  cancellingNoChange: 'Your membership ends with this period: it cannot change plan.',
  cardUpdated: 'Card Updated Successfully',
  cardUpdatedAndPaid: 'Card Updated and Payment Made Successfully',
  noStripeBilling: 'You have no billing on Stripe yet.',
  noCardToUpdate: 'You have no running membership whose card could be updated.',
  unknownCardSetup: 'This card update was not found. Please start it again.',
  cardDeclinedOnRetry: 'Your new card is saved, but the payment with it was declined. Please try another card.',
  stripePortalOnly: 'Billing is managed on Stripe only when Stripe is the payment provider.',
  otherProvider: (provider: string) => `This subscription is managed by the ${provider} payment provider.`,
} as const;
