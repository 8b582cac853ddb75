import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe, stripeSettings } from '../api/helpers/fake-stripe.js';
import { type Cast, startCast } from './helpers/cast.js';

/** ASVS V10/V13 (webhooks from a third party): only Stripe's signed, fresh events change anything, once each. */
const SECRET = 'whsec_security_suite';
const signer = new Stripe('sk_test_signer');
let fake: FakeStripe;
let cast: Cast;
let subscriptionId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  cast = await startCast(stripeSettings(fake, SECRET));
  expect((await cast.api.post('/user/create/subscription', {}, cast.unpaid.token)).status).toBe(200);
  const { rows } = await cast.server.db.query('select provider_subscription_id from subscriptions where user_id = $1', [
    cast.unpaid.id,
  ]);
  subscriptionId = rows[0].provider_subscription_id;
});
afterAll(async () => {
  await cast?.server.close();
  await fake?.close();
});

let events = 0;
const event = (type: string, object: object, created = Math.floor(Date.now() / 1000)) => ({
  id: `evt_sec_${(events += 1)}_${Date.now()}`,
  object: 'event',
  type,
  created,
  livemode: false,
  data: { object },
});
const paidInvoice = () =>
  event('invoice.paid', {
    id: 'in_x',
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
  });

async function deliver(payload: string, signature: string | undefined) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  const response = await fetch(`${cast.server.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers,
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}
const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });

/** What a webhook may change: the member's access, the subscription, the event log. */
async function state() {
  const { rows } = await cast.server.db.query(
    `select u.subscribed_user, s.status, s.current_period_end, (select count(*)::int from payment_events) as events
       from users u join subscriptions s on s.user_id = u.id where u.id = $1`,
    [cast.unpaid.id],
  );
  return rows[0];
}

describe('Stripe webhook', () => {
  it('refuses a missing, wrong, stale or replayed-onto-other-bytes signature with 400, and nothing changes', async () => {
    fake.payLatestInvoice(subscriptionId);
    const before = await state();
    const payload = JSON.stringify(paidInvoice());
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const attempts = [
      await deliver(payload, undefined),
      await deliver(payload, 'garbage'),
      await deliver(payload, signed(payload, { secret: 'whsec_wrong' })),
      await deliver(payload, signed(payload, { timestamp: tenMinutesAgo })),
      await deliver(payload.replace('invoice.paid', 'invoice.paid '), signed(payload)),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(400);
      expect(attempt.body.message).toBeTruthy();
    }
    expect(await state()).toEqual(before);
    expect(before.subscribed_user).toBe(false);
  });

  it('applies a duplicated event once', async () => {
    const paid = paidInvoice();
    const payload = JSON.stringify(paid);
    const before = await state();
    expect((await deliver(payload, signed(payload))).status).toBe(200);
    expect((await deliver(payload, signed(payload))).status).toBe(200);
    const after = await state();
    expect(after).toMatchObject({ subscribed_user: true, status: 'active', events: before.events + 1 });
  });

  it('lets no late, older event undo a newer state', async () => {
    fake.setSubscription(subscriptionId, { status: 'canceled' });
    const deleted = event('customer.subscription.deleted', fake.subscriptions.get(subscriptionId)!);
    expect((await deliver(JSON.stringify(deleted), signed(JSON.stringify(deleted)))).status).toBe(200);
    const stale = event(
      'customer.subscription.updated',
      { ...fake.subscriptions.get(subscriptionId)!, status: 'active' },
      deleted.created - 60,
    );
    expect((await deliver(JSON.stringify(stale), signed(JSON.stringify(stale)))).status).toBe(200);
    expect(await state()).toMatchObject({ subscribed_user: false, status: 'canceled' });
  });
});
