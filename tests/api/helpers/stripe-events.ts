import Stripe from 'stripe';
import type { FakeStripe } from './fake-stripe.js';

const signer = new Stripe('sk_test_signer');
let eventCount = 0;

/** An event as Stripe sends it, with an id no other test's event has. */
export function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  eventCount += 1;
  return {
    id: `evt_test_${eventCount}_${Date.now()}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  };
}

/** Posts the event to the server's webhook, signed with `secret` as Stripe signs it. */
export async function deliverStripeEvent(serverUrl: string, event: object, secret: string) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${serverUrl}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}

/** A webhook's invoice: only its id and subscription, as the server re-reads the rest from Stripe. */
export const invoiceFor = (subscriptionId: string, id = 'in_x') => ({
  id,
  object: 'invoice',
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
});

/**
 * What paying a subscription's latest invoice brings: the card saved and the invoice paid at Stripe (as
 * Stripe.js does), then Stripe's signed `invoice.paid`, delivered twice (a redelivery must record nothing
 * again). Answers the event and the invoice's id.
 */
export async function payLatestInvoice(
  fake: Pick<FakeStripe, 'payLatestInvoice' | 'subscriptions'>,
  serverUrl: string,
  subscriptionId: string,
  secret: string,
) {
  fake.payLatestInvoice(subscriptionId);
  const invoiceId = fake.subscriptions.get(subscriptionId)!.latest_invoice as string;
  const event = stripeEvent('invoice.paid', invoiceFor(subscriptionId, invoiceId));
  const delivered = await deliverStripeEvent(serverUrl, event, secret);
  await deliverStripeEvent(serverUrl, event, secret);
  return { delivered, invoiceId };
}
