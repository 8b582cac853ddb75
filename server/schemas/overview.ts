import { z } from 'zod';
import { MAX_RANGE_DAYS, OVERVIEW_TEXTS } from '../../common/overview.js';
import { id, isoDate } from './common.js';
import { billingInterval } from './plans.js';

/** The staff overview: every figure for one range of whole UTC days, both ends included. */
const DAY_MS = 86_400_000;
const FIRST_DAY = '1970-01-01';
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** A day of the Unix era or later: PostgreSQL has no year 0, and nothing here happened before 1970. */
const day = isoDate.refine((value) => value >= FIRST_DAY, `Must be ${FIRST_DAY} or later`);

export const overviewQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: OVERVIEW_TEXTS.fromAfterTo,
    path: ['from'],
  })
  .refine((range) => !range.from || !range.to || days(range.from, range.to) <= MAX_RANGE_DAYS, {
    message: OVERVIEW_TEXTS.tooLong,
    path: ['to'],
  });
export type OverviewQuery = z.infer<typeof overviewQuery>;

const count = z.number().int().nonnegative();

export const overviewResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** Each week (Monday's date) the range touches; a partial week counts only its days in the range. */
  signUpsPerWeek: z.array(z.object({ week: z.string(), signUps: count })),
  signUps: count,
  /** Members who watched in the range's last 7 days. */
  activeMembers: count,
  /** Now, by User Management's rule for "subscribed". */
  payingMembers: count,
  /**
   * Monthly recurring revenue now, in the currency's smallest unit: what the paying memberships (not
   * comped, not in a trial) are billed per month, a yearly one a twelfth, less an offer's discount while it lasts.
   */
  mrr: z.object({ amount: count, currency: z.string() }),
  /** `mrr` per plan with paying members, in the plans' display order; amounts in mrr's currency. */
  mrrByPlan: z.array(
    z.object({ planId: z.number(), name: z.string(), interval: billingInterval, members: count, amount: count }),
  ),
  /**
   * Members' trials started in the range, and those whose trial ended in it: converted (paid from its
   * end on), converting (not paid yet, still giving access) or lapsed (ended without a payment).
   */
  trials: z.object({ started: count, converted: count, converting: count, lapsed: count }),
  /**
   * The offers redeemed in the range (top ten, most redemptions first), with their revenue in it in
   * mrr's currency: payments with the offer less refunds of them made in the range.
   */
  offerRedemptions: z.array(
    z.object({ offerId: z.number(), code: z.string(), redemptions: count, revenue: z.number().int() }),
  ),
  cancellations: count,
  payingAtStart: count,
  /** cancellations ÷ payingAtStart in percent; null when nobody paid at the start. */
  churnRate: z.number().nullable(),
  watchHoursPerDay: z.array(z.object({ day: z.string(), hours: z.number() })),
  watchHours: z.number(),
  topLectures: z.array(
    z.object({
      lectureId: z.number(),
      name: z.string(),
      views: count,
      completions: count,
      completionRate: z.number(),
    }),
  ),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;

export const dropOffParams = z.object({ lectureId: id });

export const dropOffResponse = z.object({
  lectureId: z.number(),
  name: z.string(),
  lectureLength: z.number(),
  viewers: count,
  /** Share of the range's viewers whose furthest point reached each step of the lecture. */
  points: z.array(z.object({ percent: z.number(), viewers: count, share: z.number() })),
});
export type DropOffResponse = z.infer<typeof dropOffResponse>;
