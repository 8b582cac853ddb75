import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { offers } from '../offers/schema.js';
import { plans } from '../plans/schema.js';
import { users } from '../users/schema.js';

export const paymentProviderEnum = pgEnum('payment_provider', ['local', 'stripe']);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    status: text('status').notNull(),
    /**
     * The period being paid for. Its start is kept, not worked out from its end: a period that ends on
     * 28 February may have begun on 28, 29, 30 or 31 January (Stripe keeps the day a membership began).
     */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The plan bought, and its amount and interval then: a later price change leaves this one as it is. */
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    interval: text('interval').$type<'month' | 'year'>().notNull(),
    /** The offer whose code it was bought with; its discount applies to charges before `discountEndsAt` (none: forever). */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'restrict' }),
    discountEndsAt: timestamp('discount_ends_at', { withTimezone: true }),
    /** A trial's end (the first charge), kept after it converts: one trial per member, ever. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** When the member was told the trial ends in three days (the local gateway's reminder, once). */
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    /** Given by staff, free (a pro, a partner): never charged, never renewed, revocable. */
    comped: boolean('comped').notNull().default(false),
    /** Unused time credited by a change to a cheaper plan, taken off the next charges before the card is. */
    creditCents: integer('credit_cents').notNull().default(0),
    /** The card on file, charged by the next renewals: set by the first payment and by each card update. */
    paymentMethodId: text('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** A failing renewal (past_due): since when, how many attempts failed, and when the card is tried next (none: the last failed). */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    failedPaymentAttempts: integer('failed_payment_attempts').notNull().default(0),
    nextPaymentAttemptAt: timestamp('next_payment_attempt_at', { withTimezone: true }),
    /** How many seats were bought (server/modules/seats): each is charged the amount; the buyer holds one. */
    seats: integer('seats').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_unique').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
    // A member never holds two live subscriptions.
    uniqueIndex('subscriptions_one_live_per_user')
      .on(t.userId)
      .where(sql`status in ('active', 'trialing', 'past_due')`),
    // Nor two unpaid ones: a burst of Select Plan clicks resumes the one it started.
    uniqueIndex('subscriptions_one_incomplete_per_user')
      .on(t.userId)
      .where(sql`status = 'incomplete'`),
    // A period is whole or absent (an unpaid subscription has none): proration reads both ends.
    check('subscriptions_period_whole', sql`(${t.currentPeriodStart} is null) = (${t.currentPeriodEnd} is null)`),
  ],
);

/** Each provider event id is applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: paymentProviderEnum('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_unique').on(t.provider, t.eventId)],
);

/** The local test gateway's PaymentIntents (Stripe's flow without the network). */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull().default('requires_payment_method'),
  paymentMethodId: text('payment_method_id'),
  /** The card it was paid with, as Stripe reports a payment method's brand and last four digits. */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
});

/**
 * The local test gateway's payment methods: a card taken by a first payment or by a card update (its
 * SetupIntent, confirmed with `setupSecret`). Only brand and last four digits are kept, and whether it is
 * the test card that pays once and declines every later charge.
 */
export const localPaymentMethods = pgTable('local_payment_methods', {
  id: text('id').primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  setupSecret: text('setup_secret').unique(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  declinesCharges: boolean('declines_charges').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * When each membership started, was cancelled and ended (for the staff overview): written by the
 * `subscriptions_history` trigger of migration 0009 on every change of a subscriptions row.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'started' | 'cancelled' | 'ended'>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscription_events_once').on(t.subscriptionId, t.kind),
    index('subscription_events_kind_at_idx').on(t.kind, t.at),
    check('subscription_events_kind_check', sql`${t.kind} IN ('started', 'cancelled', 'ended')`),
  ],
);
