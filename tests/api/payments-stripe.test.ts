import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { type ApiClient, signIn } from './helpers/client.js';
import { type FakeStripe, startFakeStripe, stripeSettings } from './helpers/fake-stripe.js';
import { card, CARDS, newMemberToken, userId } from './helpers/payments.js';
import { deliverStripeEvent, invoiceFor, stripeEvent } from './helpers/stripe-events.js';
import { ADMIN, type TestServer, useTestServer } from './helpers/test-server.js';

const WEBHOOK_SECRET = 'whsec_test_secret';

let server: TestServer;
let api: ApiClient;

// The server's settings need the fake's address, so the fake listens first.
const fake: FakeStripe = await startFakeStripe();
afterAll(() => fake.close());
useTestServer(stripeSettings(fake, WEBHOOK_SECRET), (started, client) => {
  server = started;
  api = client;
});

const adminToken = () => signIn(api, ADMIN.email, ADMIN.password);
const deliver = (event: object, secret = WEBHOOK_SECRET) => deliverStripeEvent(server.url, event, secret);

/** A member whose Stripe subscription exists, unpaid; returns its Stripe id. */
async function memberWithSubscription() {
  const member = await newMemberToken(api, server.outbox);
  const created = await api.post('/user/create/subscription', {}, member.token);
  expect(created.status).toBe(200);
  const id = await userId(api, member.token);
  const { rows } = await server.db.query('select provider_subscription_id from subscriptions where user_id = $1', [id]);
  return {
    ...member,
    id,
    subscriptionId: rows[0].provider_subscription_id as string,
    clientSecret: created.body.clientSecret as string,
  };
}

async function paidMember() {
  const member = await memberWithSubscription();
  const pm = fake.payLatestInvoice(member.subscriptionId);
  const attached = await api.post('/user/attached/payment-method', { pm_id: pm }, member.token);
  expect(attached.body.subscribedUser).toBe(true);
  return member;
}

const eventCountFor = async (eventId: string) =>
  (await server.db.query('select count(*)::int as n from payment_events where event_id = $1', [eventId])).rows[0].n;

describe('stripe provider: subscribing', () => {
  it('tells the client to load Stripe Elements and lets Stripe through the CSP', async () => {
    const config = await api.get('/payments/config');
    expect(config.body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
    const csp = config.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('creates one customer and a default_incomplete subscription whose invoice secret the browser pays', async () => {
    const member = await memberWithSubscription();
    const invoice = fake.invoices.get(fake.subscriptions.get(member.subscriptionId)!.latest_invoice)!;
    expect(member.clientSecret).toBe(invoice.confirmation_secret.client_secret);
    const create = fake.calls.find(
      (c) => c.method === 'POST' && c.path === '/v1/subscriptions' && c.params.customer === invoice.customer,
    )!;
    expect(create.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      items: { 0: { price: 'price_monthly' } },
      expand: { 0: 'latest_invoice.confirmation_secret' },
    });
    const stored = await server.db.query('select stripe_customer_id from users where id = $1', [member.id]);
    expect(stored.rows[0].stripe_customer_id).toBe(invoice.customer);

    const again = await api.post('/user/create/subscription', {}, member.token);
    expect(again.body.clientSecret).toBe(member.clientSecret);
    expect(fake.calls.filter((c) => c.path === '/v1/customers' && c.params.email === member.email)).toHaveLength(1);
    expect(
      (
        await api.post(
          '/payments/local/confirm',
          { clientSecret: member.clientSecret, card: card(CARDS.paid) },
          member.token,
        )
      ).status,
    ).toBe(404);
  });

  it('creates one subscription for a double-clicked Select Plan', async () => {
    const member = await newMemberToken(api, server.outbox);
    const answers = await Promise.all([1, 2, 3].map(() => api.post('/user/create/subscription', {}, member.token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.clientSecret)).size).toBe(1);
    const rows = await server.db.query('select count(*)::int as n from subscriptions where user_id = $1', [
      await userId(api, member.token),
    ]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('grants access only once Stripe reports the invoice paid, and makes the card the default', async () => {
    const member = await memberWithSubscription();
    const unpaid = await api.post('/user/attached/payment-method', { pm_id: fake.createPaymentMethod() }, member.token);
    expect(unpaid.status).toBe(402);
    expect((await api.get('/user/me', member.token)).body.subscribedUser).toBe(false);
    expect((await api.post('/user/attached/payment-method', { pm_id: 'pm_unknown' }, member.token)).status).toBe(400);

    const pm = fake.payLatestInvoice(member.subscriptionId);
    const attached = await api.post('/user/attached/payment-method', { pm_id: pm }, member.token);
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({
      subscribedUser: true,
      subscription: { status: 'active', cancelAtPeriodEnd: false },
    });
    const customer = fake.subscriptions.get(member.subscriptionId)!.customer;
    expect(fake.customers.get(customer)!.invoice_settings.default_payment_method).toBe(pm);
    expect((await api.post('/user/create/subscription', {}, member.token)).status).toBe(409);
  });

  it('cancels at period end in Stripe and keeps access', async () => {
    const member = await paidMember();
    const cancelled = await api.post('/user/cancel/subscription', {}, member.token);
    expect(cancelled.body).toMatchObject({
      message: 'Subscription Cancelled Successfully',
      subscription: { status: 'active', cancelAtPeriodEnd: true },
    });
    expect(fake.subscriptions.get(member.subscriptionId)!.cancel_at_period_end).toBe(true);
    expect((await api.get('/user/me', member.token)).body.subscribedUser).toBe(true);
  });
});

describe('stripe provider: the plan shown is the plan charged', () => {
  const priceCalls = () =>
    fake.calls.filter((call) => call.method === 'GET' && call.path === '/v1/prices/price_monthly').length;

  it('answers 502 while STRIPE_PRICE_ID cannot be read, and reads it again next time', async () => {
    const missing = await api.get('/payments/plan');
    expect(missing.status).toBe(502);
    expect(missing.body.message).toMatch(/plan could not be read/);
  });

  it("serves STRIPE_PRICE_ID's amount, currency, interval and product features, read from Stripe once", async () => {
    fake.prices.set('price_monthly', {
      id: 'price_monthly',
      object: 'price',
      currency: 'eur',
      unit_amount: 2500,
      recurring: { interval: 'month', interval_count: 1 },
      product: {
        id: 'prod_1',
        object: 'product',
        marketing_features: [{ name: 'Every lecture' }, { name: 'Cancel any time' }],
      },
    });
    const before = priceCalls();
    const first = await api.get('/payments/plan');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      amountCents: 2500,
      currency: 'eur',
      interval: 'month',
      intervalCount: 1,
      features: ['Every lecture', 'Cancel any time'],
    });
    expect(fake.calls.at(-1)?.params).toMatchObject({ expand: { 0: 'product' } });
    expect((await api.get('/payments/plan')).body).toEqual(first.body);
    expect(priceCalls()).toBe(before + 1);
  });
});

describe('stripe provider: webhooks', () => {
  it('grants access on invoice.paid even if the browser never attached the card', async () => {
    const member = await memberWithSubscription();
    fake.payLatestInvoice(member.subscriptionId);
    expect(await deliver(stripeEvent('invoice.paid', invoiceFor(member.subscriptionId)))).toEqual({
      status: 200,
      body: { received: true },
    });
    expect((await api.get('/user/me', member.token)).body.subscribedUser).toBe(true);
    expect((await api.get('/lectures', member.token)).status).toBe(200);
  });

  it('applies a signed event once even when delivered twice; past due keeps access and mails the member', async () => {
    const member = await paidMember();
    fake.setSubscription(member.subscriptionId, { status: 'past_due' });
    const failed = stripeEvent('invoice.payment_failed', invoiceFor(member.subscriptionId));
    expect((await deliver(failed)).status).toBe(200);
    expect((await deliver(failed)).status).toBe(200);
    expect(await eventCountFor(failed.id)).toBe(1);
    const me = (await api.get('/user/me', member.token)).body;
    expect(me).toMatchObject({ subscribedUser: true, subscription: { status: 'past_due' } });
    const mails = (await server.outbox.all()).filter((m) => m.to === member.email && /payment failed/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/access continues/);

    fake.setSubscription(member.subscriptionId, { status: 'canceled' });
    const deleted = stripeEvent('customer.subscription.deleted', fake.subscriptions.get(member.subscriptionId)!);
    expect((await deliver(deleted)).status).toBe(200);
    expect((await api.get('/user/me', member.token)).body).toMatchObject({
      subscribedUser: false,
      subscription: { status: 'canceled' },
    });
    expect((await api.get('/lectures', member.token)).status).toBe(403);

    // An older update arriving late cannot bring the subscription back: Stripe's current state is applied.
    const stale = stripeEvent(
      'customer.subscription.updated',
      { ...fake.subscriptions.get(member.subscriptionId)!, status: 'active' },
      deleted.created - 60,
    );
    expect((await deliver(stale)).status).toBe(200);
    expect((await api.get('/user/me', member.token)).body.subscribedUser).toBe(false);
  });

  it('refuses a missing or bad signature with 400 and changes nothing', async () => {
    const member = await paidMember();
    fake.setSubscription(member.subscriptionId, { status: 'canceled' });
    const deleted = stripeEvent('customer.subscription.deleted', fake.subscriptions.get(member.subscriptionId)!);
    const forged = await deliver(deleted, 'whsec_wrong');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/signature/i);
    const unsigned = await fetch(`${server.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(deleted),
    });
    expect(unsigned.status).toBe(400);
    expect(await eventCountFor(deleted.id)).toBe(0);
    expect((await api.get('/user/me', member.token)).body).toMatchObject({
      subscribedUser: true,
      subscription: { status: 'active' },
    });
  });

  it('mails nobody when the first payment fails in the browser', async () => {
    const member = await memberWithSubscription();
    expect((await deliver(stripeEvent('invoice.payment_failed', invoiceFor(member.subscriptionId)))).status).toBe(200);
    expect(
      (await server.outbox.all()).filter((m) => m.to === member.email && /payment failed/.test(m.subject)),
    ).toHaveLength(0);
    expect((await api.get('/user/me', member.token)).body).toMatchObject({
      subscribedUser: false,
      subscription: { status: 'incomplete' },
    });
  });

  it('acknowledges event types it does not handle', async () => {
    expect(await deliver(stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }))).toEqual({
      status: 200,
      body: { received: true },
    });
  });

  it('still parses JSON everywhere else', async () => {
    expect((await api.post('/auth/signin', { email: 'nobody@example.com', password: 'whatever-1' })).status).toBe(401);
  });
});

describe('stripe provider: the card on file and failing renewals', () => {
  /** A SetupIntent for the member's customer, confirmed in the browser with a new card: its payment method. */
  async function confirmedNewCard(token: string, newCard?: { brand: string; last4: string; declines?: boolean }) {
    const setup = await api.post('/user/billing/card', {}, token);
    expect(setup.status).toBe(200);
    return fake.confirmSetupIntent(setup.body.clientSecret, newCard);
  }

  it('sets the confirmed card as the subscription and customer default, and refuses one not the customer’s', async () => {
    const member = await paidMember();
    const customer = fake.subscriptions.get(member.subscriptionId)!.customer;
    const pm = await confirmedNewCard(member.token);
    expect(fake.calls.findLast((c) => c.path === '/v1/setup_intents')?.params).toMatchObject({
      customer,
      usage: 'off_session',
    });

    expect(
      (await api.put('/user/billing/card', { paymentMethodId: fake.createPaymentMethod() }, member.token)).status,
    ).toBe(400);
    const updated = await api.put('/user/billing/card', { paymentMethodId: pm }, member.token);
    expect(updated.body).toEqual({
      message: 'Card Updated Successfully',
      card: { brand: 'mastercard', last4: '4444' },
      status: 'active',
    });
    expect(fake.subscriptions.get(member.subscriptionId)!.default_payment_method).toBe(pm);
    expect(fake.customers.get(customer)!.invoice_settings.default_payment_method).toBe(pm);
    expect((await api.get('/user/billing', member.token)).body.card).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('opens a customer portal session that comes back to the profile', async () => {
    const member = await paidMember();
    const portal = await api.post('/user/billing/portal', {}, member.token);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.calls.findLast((c) => c.path === '/v1/billing_portal/sessions')?.params).toMatchObject({
      customer: fake.subscriptions.get(member.subscriptionId)!.customer,
      return_url: `${server.deps.config.publicUrl}/profile`,
    });
  });

  it('mails the last chance once when Stripe will not retry, and a new card pays the failed invoice at once', async () => {
    const member = await paidMember();
    fake.setSubscription(member.subscriptionId, { status: 'past_due' });
    const nextAttempt = Math.floor(Date.now() / 1000) + 3 * 86_400;
    const invoice = (next: number | null, attempts: number) => ({
      ...invoiceFor(member.subscriptionId),
      attempt_count: attempts,
      next_payment_attempt: next,
    });
    expect((await deliver(stripeEvent('invoice.payment_failed', invoice(nextAttempt, 1)))).status).toBe(200);
    const staff = (await api.get(`/user/${member.id}/billing`, await adminToken())).body;
    expect(staff.failing.nextAttempt).toBe(new Date(nextAttempt * 1000).toISOString());

    const last = stripeEvent('invoice.payment_failed', invoice(null, 4));
    expect((await deliver(last)).status).toBe(200);
    expect((await deliver(last)).status).toBe(200);
    const mails = (await server.outbox.all()).filter((m) => m.to === member.email);
    expect(mails.filter((m) => /payment failed$/.test(m.subject))).toHaveLength(1);
    const lastChance = mails.filter((m) => /last payment attempt failed/.test(m.subject));
    expect(lastChance).toHaveLength(1);
    expect(lastChance[0].text).toContain('/profile#billing');
    expect((await api.get(`/user/${member.id}/billing`, await adminToken())).body.failing).toMatchObject({
      nextAttempt: null,
    });

    const declining = await confirmedNewCard(member.token, { brand: 'visa', last4: '0341', declines: true });
    expect((await api.put('/user/billing/card', { paymentMethodId: declining }, member.token)).status).toBe(402);
    const paying = await confirmedNewCard(member.token);
    const updated = await api.put('/user/billing/card', { paymentMethodId: paying }, member.token);
    expect(updated.body).toMatchObject({ message: 'Card Updated and Payment Made Successfully', status: 'active' });
    expect((await api.get('/user/me', member.token)).body.subscription.status).toBe('active');
  });
});

describe('stripe configuration', () => {
  it('stops with one line naming the missing key', () => {
    const attempt = () => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Bad setting STRIPE_PUBLISHABLE_KEY: is required when PAYMENTS_PROVIDER=stripe$/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Bad setting PAYMENTS_PROVIDER: must be set explicitly/,
    );
    expect(() => loadConfig({ ...stripeSettings({ url: 'not a url' }, WEBHOOK_SECRET) })).toThrow(
      /^Bad setting STRIPE_API_BASE/,
    );
  });
});
