import { z } from 'zod';
import { MAX_DESCRIPTION, MAX_OFFER_CODE, MAX_OFFER_MONTHS, MIN_OFFER_CODE } from '../../common/limits.js';
import { id, isoDateTime, looseBoolean, moment, patchOf } from './common.js';
import { listQuery } from './list.js';
import { text } from './text.js';

export const offerDuration = z.enum(['once', 'repeating', 'forever']);
export type OfferDuration = z.infer<typeof offerDuration>;

/** Letters, digits, `-` and `_`, 3 to 32 of them; stored upper case, typed in any case. */
export const offerCode = z
  .string()
  .trim()
  .regex(
    new RegExp(`^[\\w-]{${MIN_OFFER_CODE},${MAX_OFFER_CODE}}$`),
    `A code is ${MIN_OFFER_CODE} to ${MAX_OFFER_CODE} letters, digits, - or _`,
  )
  .transform((code) => code.toUpperCase());

/** An offer as staff manage it, with its paid redemptions and the revenue of the charges it discounted (cents). */
export const offerRecord = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  promotionId: z.number().nullable(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  duration: offerDuration,
  durationMonths: z.number().nullable(),
  planIds: z.array(z.number()),
  maxRedemptions: z.number().nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime.nullable(),
  firstTimeOnly: z.boolean(),
  active: z.boolean(),
  redemptions: z.number(),
  revenue: z.number(),
  createdAt: isoDateTime,
});
export type OfferRecord = z.infer<typeof offerRecord>;
export const offerRecordWithMessage = offerRecord.extend({ message: z.string() });

const positiveCents = z.coerce.number().int('Amounts are in cents, whole numbers');

const offerFields = z.object({
  code: offerCode,
  description: text(MAX_DESCRIPTION).default(''),
  promotionId: id.nullable().default(null),
  percentOff: z.coerce
    .number()
    .int('Percent off is a whole number')
    .min(1, 'Percent off must be between 1 and 100')
    .max(100, 'Percent off must be between 1 and 100')
    .nullable()
    .default(null),
  amountOffCents: positiveCents.min(1, 'Amount off must be at least 1 cent').max(10_000_000).nullable().default(null),
  duration: offerDuration,
  durationMonths: z.coerce
    .number()
    .int()
    .min(1, `Duration in months must be between 1 and ${MAX_OFFER_MONTHS}`)
    .max(MAX_OFFER_MONTHS, `Duration in months must be between 1 and ${MAX_OFFER_MONTHS}`)
    .nullable()
    .default(null),
  planIds: z.array(id).max(50).default([]),
  maxRedemptions: z.coerce
    .number()
    .int()
    .min(1, 'The redemption limit must be at least 1')
    .max(10_000_000)
    .nullable()
    .default(null),
  startsAt: moment.optional(),
  endsAt: moment.nullable().default(null),
  firstTimeOnly: looseBoolean.default(false),
  active: looseBoolean.default(true),
});

type OfferTerms = Partial<z.output<typeof offerFields>>;

/** The rules across fields, each naming the field it refuses (a partial change is checked merged with the stored offer). */
export function offerTermsIssue(terms: OfferTerms): { path: string; message: string } | null {
  if ((terms.percentOff ?? null) === null && (terms.amountOffCents ?? null) === null)
    return { path: 'percentOff', message: 'Please give a percent or an amount off' };
  if (terms.percentOff != null && terms.amountOffCents != null)
    return { path: 'amountOffCents', message: 'Give a percent or an amount off, not both' };
  if (terms.duration === 'repeating' && terms.durationMonths == null)
    return { path: 'durationMonths', message: 'Please give how many months the discount lasts' };
  if (terms.duration !== 'repeating' && terms.durationMonths != null)
    return { path: 'durationMonths', message: 'Only a repeating discount lasts a number of months' };
  if (terms.startsAt && terms.endsAt && terms.endsAt <= terms.startsAt)
    return { path: 'endsAt', message: 'The end must be after the start' };
  return null;
}

export const offerBody = offerFields.superRefine((terms, context) => {
  const issue = offerTermsIssue(terms);
  if (issue) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type OfferBody = z.input<typeof offerBody>;
export const offerPatch = patchOf(offerFields);
export type OfferPatch = z.output<typeof offerPatch>;

export const offerListQuery = listQuery(['id', 'code', 'startsAt', 'endsAt', 'createdAt']);
export const offerList = z.array(offerRecord);

/** A code and the plan the member looks at (the default plan without one). */
export const offerCheckBody = z.object({ code: text(40, 'Please enter a code'), planId: id.optional() });

/**
 * What a code does to the plan's first charge: what is charged and what the code takes off (cents);
 * `message` says what the offer does, e.g. `40% off the first 12 months`.
 */
export const offerPreview = z.object({
  code: z.string(),
  planId: z.number(),
  description: z.string(),
  message: z.string(),
  amountCents: z.number(),
  discountCents: z.number(),
  currency: z.string(),
});
export type OfferPreview = z.infer<typeof offerPreview>;
