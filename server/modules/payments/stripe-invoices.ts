import type { Db } from '../../db/database.js';
import { type ChargeRow, recordCharge } from '../billing/charges-store.js';
import { offerLabel } from '../offers/offer-terms.js';
import { findOffer } from '../offers/offers-store.js';
import { offerRedemptions } from '../offers/schema.js';
import { findPlan } from '../plans/plans-store.js';
import { chargeDescription } from './charge-description.js';
import type { SubscriptionRow } from './provider.js';
import { stripeCall } from './stripe-client.js';
import type { StripePayments } from './stripe-provider.js';

/**
 * Records a paid Stripe invoice as a charge, read from Stripe itself (never the event's copy): the amount
 * paid, the discount, the card and the hosted invoice page. A discounted invoice counts the offer's
 * redemption too (Stripe enforced its limit when the promotion code was applied). Undefined when the
 * invoice was recorded before (a redelivered event).
 */
export async function recordStripeInvoice(
  db: Db,
  payments: StripePayments,
  subscription: SubscriptionRow,
  invoiceId: string,
): Promise<ChargeRow | undefined> {
  const invoice = await stripeCall(() => payments.stripe.invoices.retrieve(invoiceId));
  if (invoice.status !== 'paid') return undefined;
  const discount = (invoice.total_discount_amounts ?? []).reduce((sum, part) => sum + part.amount, 0);
  const card = await cardOf(payments, subscription);
  const plan = await findPlan(db, subscription.planId);
  const offer = discount > 0 && subscription.offerId !== null ? await findOffer(db, subscription.offerId) : undefined;
  const period = invoice.lines?.data?.[0]?.period;
  const from = new Date((period?.start ?? invoice.created) * 1000);
  const to = new Date((period?.end ?? invoice.created) * 1000);
  return db.transaction(async (tx) => {
    const charge = await recordCharge(tx, {
      userId: subscription.userId,
      subscriptionId: subscription.id,
      provider: 'stripe',
      kind: 'payment',
      amountCents: invoice.amount_paid,
      discountCents: discount,
      currency: invoice.currency,
      description: chargeDescription(plan?.name ?? 'Membership', from, to),
      offerId: offer?.id ?? null,
      discountLabel: offer ? `${offer.code} (${offerLabel(offer, invoice.currency)})` : null,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      providerReference: invoice.id!,
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    });
    if (charge && offer)
      await tx
        .insert(offerRedemptions)
        .values({ offerId: offer.id, userId: subscription.userId })
        .onConflictDoNothing();
    return charge;
  });
}

async function cardOf(payments: StripePayments, subscription: SubscriptionRow) {
  const fresh = await payments.fetch(subscription.providerSubscriptionId);
  const method = fresh.default_payment_method;
  const id = typeof method === 'string' ? method : method?.id;
  if (!id) return null;
  const found = await stripeCall(() => payments.stripe.paymentMethods.retrieve(id));
  return found.card ? { brand: found.card.brand, last4: found.card.last4 } : null;
}
