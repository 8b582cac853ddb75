import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, version } from '../../db/columns.js';
import { promotions } from '../promotions/schema.js';
import { users } from '../users/schema.js';

/**
 * A discount a code gives (Stripe's Coupon and Promotion Code in one row): percent or amount off, once,
 * for N months or forever, on some plans or all, a number of redemptions, a window, first-time members
 * only. A promotion may carry one: its dashboard picture then links to the plan page with the code.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    /** Upper case: codes are typed in any case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    duration: text('duration').$type<'once' | 'repeating' | 'forever'>().notNull(),
    durationMonths: integer('duration_months'),
    /** Empty: every plan. */
    planIds: integer('plan_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    maxRedemptions: integer('max_redemptions'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    stripeCouponId: text('stripe_coupon_id'),
    stripePromotionCodeId: text('stripe_promotion_code_id'),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('offers_code_unique').on(t.code),
    index('offers_promotion_idx').on(t.promotionId),
    check(
      'offers_discount_check',
      sql`(${t.percentOff} IS NULL) <> (${t.amountOffCents} IS NULL) AND coalesce(${t.percentOff} BETWEEN 1 AND 100, true) AND coalesce(${t.amountOffCents} > 0, true)`,
    ),
    check(
      'offers_duration_check',
      sql`${t.duration} IN ('once', 'forever') AND ${t.durationMonths} IS NULL OR ${t.duration} = 'repeating' AND ${t.durationMonths} BETWEEN 1 AND 36`,
    ),
    check('offers_window_check', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A member's paid use of an offer: at most one per member and offer; what the redemption limit counts.
 * Each charge it discounted names the offer too (billing's `charges`), which is where its revenue is.
 */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offer_redemptions_once_per_member').on(t.offerId, t.userId)],
);
