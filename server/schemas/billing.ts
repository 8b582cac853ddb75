import { z } from 'zod';
import { isoDateTime } from './common.js';
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
