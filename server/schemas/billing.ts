import { z } from 'zod';
import { MAX_COMP_MONTHS } from '../../common/limits.js';
import { id, isoDateTime, MAX_INT } from './common.js';
import { planOffering } from './plans.js';

/** One line of a member's billing history (amounts in cents). `receipt` is its PDF's address. */
export const chargeRecord = z.object({
  id: z.number(),
  kind: z.enum(['payment', 'refund']),
  amount: z.number(),
  discount: z.number(),
  currency: z.string(),
  description: z.string(),
  discountLabel: z.string().nullable(),
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  receiptNumber: z.string(),
  receipt: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
export type ChargeRecord = z.infer<typeof chargeRecord>;

/** The member's plan, the next charge (none once cancelled) and every charge and refund, newest first. */
export const billingResponse = z.object({
  plan: planOffering.nullable(),
  nextCharge: z.object({ amount: z.number(), currency: z.string(), at: isoDateTime }).nullable(),
  charges: z.array(chargeRecord),
});
export type BillingResponse = z.infer<typeof billingResponse>;

/** A member's billing as staff see it under User Management: also a free membership and a failed renewal. */
export const staffBillingResponse = billingResponse.extend({
  comp: z.object({ until: isoDateTime }).nullable(),
  pastDue: z.boolean(),
  /** The member's team as its buyer: seats bought and held. */
  team: z.object({ seats: z.number(), used: z.number() }).nullable(),
  /** The team whose seat the member holds. */
  seatIn: z.object({ buyerName: z.string() }).nullable(),
});
export type StaffBillingResponse = z.infer<typeof staffBillingResponse>;

export const userChargeParams = z.object({ id, chargeId: id });
/** Without an amount, what is left of the charge. */
export const refundBody = z.object({
  amount: z.coerce
    .number()
    .int('Amounts are in cents, whole numbers')
    .min(1, 'A refund is at least 1 cent')
    .max(MAX_INT)
    .optional(),
});
export const refundResponse = chargeRecord.extend({ message: z.string() });
/** `months: null`: forever. */
export const compBody = z.object({
  months: z.coerce
    .number()
    .int()
    .min(1, 'At least 1 month')
    .max(MAX_COMP_MONTHS, `At most ${MAX_COMP_MONTHS} months`)
    .nullable(),
});
