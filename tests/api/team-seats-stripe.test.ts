import { afterAll, describe, expect, it } from 'vitest';
import { type ApiClient } from './helpers/client.js';
import { type FakeStripe, startFakeStripe, stripeSettings } from './helpers/fake-stripe.js';
import { newMemberToken, userId } from './helpers/payments.js';
import { payLatestInvoice } from './helpers/stripe-events.js';
import { type TestServer, useTestServer } from './helpers/test-server.js';

/** Team seats on Stripe: the subscription item's quantity (docs/API.md#team-seats). */
const WEBHOOK_SECRET = 'whsec_team_seats';
let server: TestServer;
let api: ApiClient;

const fake: FakeStripe = await startFakeStripe();
afterAll(() => fake.close());
useTestServer({ ...stripeSettings(fake, WEBHOOK_SECRET), RATE_LIMIT_PER_MINUTE: '0' }, (started, client) => {
  server = started;
  api = client;
});

const posted = (path: string) => fake.calls.filter((call) => call.method === 'POST' && call.path === path);

describe('team seats on Stripe', () => {
  it('buys the seats as the item quantity, records the paid invoice once, and updates the quantity with prorations invoiced', async () => {
    const buyer = await newMemberToken(api, server.outbox);
    const id = await userId(api, buyer.token);
    const created = await api.post('/user/create/subscription', { seats: 3 }, buyer.token);
    expect(created.body).toMatchObject({ amountCents: 3 * 4999 });
    expect(posted('/v1/subscriptions').at(-1)!.params).toMatchObject({
      items: { 0: { price: 'price_monthly', quantity: '3' } },
    });
    const { rows } = await server.db.query(
      'select provider_subscription_id, seats from subscriptions where user_id = $1',
      [id],
    );
    expect(rows[0].seats).toBe(3);
    const subscriptionId = rows[0].provider_subscription_id as string;
    const { delivered } = await payLatestInvoice(fake, server.url, subscriptionId, WEBHOOK_SECRET);
    expect(delivered.status).toBe(200);
    const { charges } = (await api.get('/user/billing', buyer.token)).body;
    expect(charges.map((charge: { amountCents: number }) => charge.amountCents)).toEqual([3 * 4999]);

    const changed = await api.put('/user/seats', { seats: 5 }, buyer.token);
    expect(changed.status).toBe(200);
    expect(changed.body.team).toMatchObject({ seats: 5, used: 1 });
    const item = fake.subscriptions.get(subscriptionId)!.items.data[0];
    expect(posted(`/v1/subscriptions/${subscriptionId}`).at(-1)!.params).toMatchObject({
      items: { 0: { id: item.id, quantity: '5' } },
      proration_behavior: 'always_invoice',
    });
    expect(item.quantity).toBe(5);

    const fewer = await api.put('/user/seats', { seats: 2 }, buyer.token);
    expect(fewer.body.team).toMatchObject({ seats: 2 });
    expect(item.quantity).toBe(2);
  });
});
