import { z } from 'zod';
import { MAX_FEATURE_LENGTH, MAX_PLAN_FEATURES, MAX_TITLE, MAX_TRIAL_DAYS } from '../../common/limits.js';
import { isoDateTime, looseBoolean, patchOf } from './common.js';
import { listQuery } from './list.js';
import { text } from './text.js';

export const billingInterval = z.enum(['month', 'year']);
export type BillingInterval = z.infer<typeof billingInterval>;

/** What a plan card shows: one per active plan on /select-plan. Amounts in cents. */
export const planOffering = z.object({
  id: z.number(),
  name: z.string(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  interval: billingInterval,
  intervalCount: z.literal(1),
  trialDays: z.number().int().nonnegative(),
  features: z.array(z.string()),
  isDefault: z.boolean(),
});
export type PlanOffering = z.infer<typeof planOffering>;
export const planOfferings = z.array(planOffering);

/** A plan as staff manage it: with whether it is offered and how many memberships are on it. */
export const planRecord = planOffering.extend({
  active: z.boolean(),
  displayOrder: z.number().int(),
  members: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PlanRecord = z.infer<typeof planRecord>;
export const planRecordWithMessage = planRecord.extend({ message: z.string() });

/** Stripe refuses charges under USD 0.50; a year at USD 100 000 is beyond any coach's price. */
export const MIN_PLAN_AMOUNT = 50;
export const MAX_PLAN_AMOUNT = 10_000_000;

const planFields = z.object({
  name: text(MAX_TITLE, 'Please enter a name'),
  amountCents: z.coerce
    .number()
    .int('The price is in cents, a whole number')
    .min(MIN_PLAN_AMOUNT, `The price must be at least ${MIN_PLAN_AMOUNT} cents`)
    .max(MAX_PLAN_AMOUNT, `The price must be at most ${MAX_PLAN_AMOUNT} cents`),
  interval: billingInterval,
  trialDays: z.coerce
    .number()
    .int()
    .min(0, 'Trial days cannot be negative')
    .max(MAX_TRIAL_DAYS, `A trial is at most ${MAX_TRIAL_DAYS} days`)
    .default(0),
  features: z
    .array(text(MAX_FEATURE_LENGTH, 'A feature cannot be empty'))
    .max(MAX_PLAN_FEATURES, `At most ${MAX_PLAN_FEATURES} features`)
    .default([]),
  active: looseBoolean.default(true),
  displayOrder: z.coerce.number().int().min(0).max(1000).default(0),
});
export const planBody = planFields;
export type PlanBody = z.input<typeof planBody>;
export const planPatch = patchOf(planFields);

export const planListQuery = listQuery(['displayOrder', 'id', 'name', 'amountCents', 'createdAt']);
export const planList = z.array(planRecord);
/** `GET plans`: staff who manage plans get every plan as they manage it, anyone else the plans on offer. */
export const plansAnswer = z.union([planList, planOfferings]);
