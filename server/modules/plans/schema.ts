import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from '../../db/columns.js';

/**
 * What members can buy: a price per month or year. A price change makes a new price for new buyers;
 * each subscription keeps the amount and interval it was bought at (grandfathered) in its own columns.
 * The default plan is what `POST user/create/subscription` without a body buys.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    interval: text('interval').$type<'month' | 'year'>().notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    trialDays: integer('trial_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    /** The Stripe Price of the current amount; null until first needed (and after a price change). */
    stripePriceId: text('stripe_price_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('plans_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('plans_interval_check', sql`${t.interval} IN ('month', 'year')`),
    check('plans_price_check', sql`${t.priceCents} >= 0`),
    check('plans_trial_check', sql`${t.trialDays} BETWEEN 0 AND 365`),
  ],
);
