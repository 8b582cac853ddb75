import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { offers } from '../offers/schema.js';
import { paymentProviderEnum, subscriptions } from '../payments/schema.js';
import { users } from '../users/schema.js';

/** Receipts are numbered in one unbroken sequence across charges and refunds. */
export const receiptNumbers = pgSequence('receipt_numbers', { startWith: 1 });

/**
 * Every charge and refund of a membership: the billing history, each with its receipt, and what the
 * staff overview and offers sum. Amounts in cents; a refund's row names the charge it refunds.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: paymentProviderEnum('provider').notNull(),
    kind: text('kind').$type<'payment' | 'refund'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The code and its terms as the receipt prints them, kept when the offer changes. */
    discountLabel: text('discount_label'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    receiptNumber: integer('receipt_number')
      .notNull()
      .default(sql`nextval('receipt_numbers')`),
    /** The provider's invoice (a payment) or refund id: each is recorded once. */
    providerReference: text('provider_reference').notNull(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    refundOf: integer('refund_of'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('charges_receipt_number_unique').on(t.receiptNumber),
    uniqueIndex('charges_provider_reference_unique').on(t.provider, t.providerReference),
    index('charges_user_idx').on(t.userId, t.createdAt),
    index('charges_offer_idx').on(t.offerId),
    check('charges_kind_check', sql`${t.kind} IN ('payment', 'refund')`),
    check('charges_amount_check', sql`${t.amountCents} >= 0 AND ${t.discountCents} >= 0`),
  ],
);
