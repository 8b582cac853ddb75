import { z } from 'zod';
import { cardSummary } from './billing.js';
import { id, int32 } from './common.js';
import { purchaseSeats } from './seats.js';
import { text } from './text.js';
import { subscriptionSummary } from './users.js';

export const paymentsProviderName = z.enum(['local', 'stripe']);
export type PaymentsProviderName = z.infer<typeof paymentsProviderName>;

/** What the Select Plan page needs to know: load Stripe Elements only for `stripe`. */
export const paymentsConfigResponse = z.object({
  provider: paymentsProviderName,
  publishableKey: z.string().nullable(),
});
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigResponse>;

/**
 * The plan the provider charges, so the card shows what is charged: the amount in the currency's smallest unit (Stripe's
 * `unit_amount`), its currency, how often it is billed and what it includes. Select Plan shows this,
 * so the page can never show one price and charge another.
 */
export const planInterval = z.enum(['day', 'week', 'month', 'year']);
export const planResponse = z.object({
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  interval: planInterval,
  intervalCount: z.number().int().positive(),
  features: z.array(z.string()),
});
export type PlanResponse = z.infer<typeof planResponse>;

/** What to pay with, and the first charge: what is charged and what the offer took off it (cents), as `POST offers/check` says. */
export const createSubscriptionResponse = paymentsConfigResponse.extend({
  clientSecret: z.string(),
  amountCents: z.number(),
  discountCents: z.number(),
  currency: z.string(),
  /** Days before the first charge (the card is taken now, charged at the trial's end); 0 without a trial. */
  trialDays: z.number(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

/** Optional (an empty JSON body parses as null): without one the default plan is bought, as before plans were data. */
export const createSubscriptionBody = z
  .object({
    planId: id.optional(),
    code: text(40).optional(),
    /** A purchase for a team: this many seats, the buyer's own included (one without). */
    seats: purchaseSeats.optional(),
  })
  .nullish();
export type CreateSubscriptionBody = NonNullable<z.input<typeof createSubscriptionBody>>;

export const attachPaymentMethodBody = z.object({
  pm_id: z.string().trim().min(1, 'Please give the payment method').max(255),
});

export const cancelSubscriptionResponse = z.object({ message: z.string(), subscription: subscriptionSummary });
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponse>;

/** The local test gateway's stand-in for Stripe.js confirmCardPayment. */
export const localConfirmBody = z.object({
  clientSecret: text(255, 'Please give the payment to confirm'),
  card: z.object({
    number: z.string().trim().min(1, 'Please enter your card number').max(32),
    expMonth: int32(),
    expYear: int32(),
    cvc: z.string().trim().max(8),
  }),
});
export type LocalConfirmBody = z.infer<typeof localConfirmBody>;

export const localConfirmResponse = z.object({ status: z.literal('succeeded'), paymentMethodId: z.string() });
export type LocalConfirmResponse = z.infer<typeof localConfirmResponse>;

/** A card update's start: the secret the browser confirms the new card with (Stripe's SetupIntent, `seti_…`). */
export const cardSetupResponse = z.object({ clientSecret: z.string() });
export type CardSetupResponse = z.infer<typeof cardSetupResponse>;

export const useCardBody = z.object({ paymentMethodId: text(255, 'Please give the payment method') });
export type UseCardBody = z.infer<typeof useCardBody>;

/** The card now on file, and the membership's status (a failing renewal paid with it is `active` again). */
export const useCardResponse = z.object({
  message: z.string(),
  card: cardSummary,
  status: z.string(),
});
export type UseCardResponse = z.infer<typeof useCardResponse>;

/** Stripe's customer portal, for this member, for a few minutes. */
export const billingPortalResponse = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof billingPortalResponse>;

export const webhookResponse = z.object({ received: z.boolean() });
