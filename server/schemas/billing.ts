import { z } from 'zod';
import { MAX_COMP_MONTHS } from '../../common/limits.js';
import { id, isoDateTime, MAX_INT } from './common.js';
import { planOffering } from './plans.js';

/** A card as Stripe names it: its network (`visa`) and last four digits. */
export const cardSummary = z.object({ brand: z.string().nullable(), last4: z.string().nullable() });
export type CardSummary = z.infer<typeof cardSummary>;

/**
 * One line of a member's billing history (amounts in cents), made `at`. `receipt` is its PDF's address. A
 * payment says how much of it was refunded so far (`refundedCents`), a refund which payment it gave back
 * (`refundOf`); each is null on the other kind.
 */
export const chargeRecord = z.object({
  id: z.number(),
  kind: z.enum(['payment', 'refund']),
  amountCents: z.number(),
  refundedCents: z.number().nullable(),
  refundOf: z.number().nullable(),
  discountCents: z.number(),
  currency: z.string(),
  description: z.string(),
  discountLabel: z.string().nullable(),
  card: cardSummary.nullable(),
  receiptNumber: z.string(),
  receipt: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
  at: isoDateTime,
});
export type ChargeRecord = z.infer<typeof chargeRecord>;

/**
 * The member's plan, their membership's status (null without one) and whether it is free (`comped`), the
 * next charge (when and how much; null once cancelled and on a free one), the card on file (the card the
 * next charges are made with; null without a running paid membership) and every charge and refund, newest first.
 */
export const billingResponse = z.object({
  plan: planOffering.nullable(),
  status: z.string().nullable(),
  comped: z.boolean(),
  nextChargeAt: isoDateTime.nullable(),
  nextChargeCents: z.number().nullable(),
  card: cardSummary.nullable(),
  charges: z.array(chargeRecord),
});
export type BillingResponse = z.infer<typeof billingResponse>;

/** A failing renewal: since when, and when the card is tried next (null: no retry is left). */
export const failingPayment = z.object({ since: isoDateTime, nextAttempt: isoDateTime.nullable() });

/** A member's billing as staff see it under User Management: also a free membership and a failed renewal. */
export const staffBillingResponse = billingResponse.extend({
  /** When the free membership ends (null without one). */
  compedUntil: isoDateTime.nullable(),
  pastDue: z.boolean(),
  failing: failingPayment.nullable(),
  /** The member's team as its buyer: seats bought and held. */
  team: z.object({ seats: z.number(), used: z.number() }).nullable(),
  /** The team whose seat the member holds. */
  seatIn: z.object({ buyerName: z.string() }).nullable(),
});

/** The members whose renewal is failing (past due), longest failing first. */
export const dunningResponse = z.array(
  failingPayment.extend({ userId: id, name: z.string(), email: z.string(), plan: z.string() }),
);
export type DunningResponse = z.infer<typeof dunningResponse>;
export type StaffBillingResponse = z.infer<typeof staffBillingResponse>;

/** Without an amount, what is left of the charge. */
export const refundBody = z.object({
  amountCents: z.coerce
    .number()
    .int('Amounts are in cents, whole numbers')
    .min(1, 'A refund is at least 1 cent')
    .max(MAX_INT)
    .optional(),
});
export const refundResponse = chargeRecord.extend({ message: z.string() });
/** A free membership for `months`, or `forever: true`: one of the two. */
export const compBody = z
  .object({
    months: z.coerce
      .number()
      .int()
      .min(1, 'At least 1 month')
      .max(MAX_COMP_MONTHS, `At most ${MAX_COMP_MONTHS} months`)
      .optional(),
    forever: z.literal(true).optional(),
  })
  .refine((body) => (body.months === undefined) !== (body.forever === undefined), {
    path: ['months'],
    message: 'Give a number of months or forever, one of the two',
  });

/** The plan a member moves their membership to: the query of `GET` (what it costs) and the body of `POST` (make it). */
export const planChangeQuery = z.object({ planId: id });

/**
 * What moving to the plan costs now (cents): the new plan's first period less the offer's discount (when
 * the offer goes on) and the credit for the unused time of the period being left; a credit beyond that is
 * kept for the next charges. The membership's next charge after the change.
 */
export const planChangeQuote = z.object({
  plan: planOffering,
  amountDue: z.number().int(),
  discount: z.number().int(),
  credit: z.number().int(),
  creditLeft: z.number().int(),
  currency: z.string(),
  nextChargeAt: isoDateTime,
  nextChargeCents: z.number().int(),
});
export type PlanChangeQuote = z.infer<typeof planChangeQuote>;
export const planChangedResponse = planChangeQuote.extend({ message: z.string() });
export type PlanChangedResponse = z.infer<typeof planChangedResponse>;
