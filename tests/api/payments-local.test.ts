import { describe, expect, it } from 'vitest';
import { hasMembership, RENEWAL_GRACE_MS } from '../../server/access/membership.js';
import { type ApiClient, signIn } from './helpers/client.js';
import { card, CARDS, newMemberToken, subscribeLocally } from './helpers/payments.js';
import { ADMIN, type TestServer, useTestServer } from './helpers/test-server.js';

let server: TestServer;
let api: ApiClient;

useTestServer({}, (started, client) => {
  server = started;
  api = client;
});

const DAY = 24 * 3600_000;

async function hasAccess(token: string) {
  const me = await api.get('/user/me', token);
  // GET /lectures is behind requireMembership, like all lecture content.
  const lectures = await api.get('/lectures', token);
  return { subscribedUser: me.body.subscribedUser as boolean, gate: lectures.status, me: me.body };
}

describe('local provider: paying', () => {
  it('tells the client which provider to load', async () => {
    expect((await api.get('/payments/config')).body).toEqual({ provider: 'local', publishableKey: null });
  });

  it('serves the plan its payments charge: USD 49.99 a month', async () => {
    const plan = await api.get('/payments/plan');
    expect(plan.status).toBe(200);
    expect(plan.body).toEqual({
      amountCents: 4999,
      currency: 'usd',
      interval: 'month',
      intervalCount: 1,
      features: [
        'No contract',
        'Cancel any time',
        'New content weekly',
        "All No Limit Hold'em and Pot Limit Omaha content",
      ],
    });
  });

  it('declines 4000 0000 0000 0002 with 402 and grants nothing', async () => {
    const { token } = await newMemberToken(api, server.outbox);
    const created = await api.post('/user/create/subscription', {}, token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      provider: 'local',
      publishableKey: null,
      clientSecret: expect.stringMatching(/_secret_/),
    });

    const declined = await api.post(
      '/payments/local/confirm',
      { clientSecret: created.body.clientSecret, card: card(CARDS.declined) },
      token,
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ message: 'Your card was declined.' });
    expect(await hasAccess(token)).toMatchObject({
      subscribedUser: false,
      gate: 403,
      me: { subscription: { status: 'incomplete' } },
    });
  });

  it('answers expired, mistyped and non-test cards with a readable 402', async () => {
    const { token } = await newMemberToken(api, server.outbox);
    const { clientSecret } = (await api.post('/user/create/subscription', {}, token)).body;
    const confirm = (c: ReturnType<typeof card>) =>
      api.post('/payments/local/confirm', { clientSecret, card: c }, token);
    expect((await confirm(card(CARDS.paid, { expYear: 2020 }))).body).toEqual({ message: 'Your card has expired.' });
    expect((await confirm(card(CARDS.paid, { expMonth: 13 }))).body.message).toMatch(/expiration date is invalid/);
    expect((await confirm(card('4242 4242 4242 4241'))).body).toEqual({ message: 'Your card number is invalid.' });
    expect((await confirm(card(CARDS.paid, { cvc: '1' }))).body.message).toMatch(/security code is invalid/);
    const unknown = await confirm(card('4111 1111 1111 1111'));
    expect(unknown.status).toBe(402);
    expect(unknown.body.message).toMatch(/test cards/);
    expect((await hasAccess(token)).subscribedUser).toBe(false);
  });

  it('pays with 4242 4242 4242 4242 and grants access after the payment method is attached', async () => {
    const { token, email, password } = await newMemberToken(api, server.outbox);
    const created = await api.post('/user/create/subscription', {}, token);
    const declined = await api.post(
      '/payments/local/confirm',
      { clientSecret: created.body.clientSecret, card: card(CARDS.declined) },
      token,
    );
    expect(declined.status).toBe(402);
    // A declined card can be retried on the same payment, as with Stripe.
    const paid = await api.post(
      '/payments/local/confirm',
      { clientSecret: created.body.clientSecret, card: card(CARDS.paid) },
      token,
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ status: 'succeeded', paymentMethodId: expect.stringMatching(/^pm_/) });

    const attached = await api.post('/user/attached/payment-method', { pm_id: paid.body.paymentMethodId }, token);
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({
      subscribedUser: true,
      subscription: { status: 'active', cancelAtPeriodEnd: false },
    });
    const periodEnd = new Date(attached.body.subscription.currentPeriodEnd).getTime();
    expect(periodEnd - Date.now()).toBeGreaterThan(27 * DAY);
    expect(periodEnd - Date.now()).toBeLessThan(32 * DAY);
    expect(await hasAccess(token)).toMatchObject({ subscribedUser: true, gate: 200 });

    const again = await api.post('/auth/signin', { email, password });
    expect(again.body.user.subscribedUser).toBe(true);
    const twice = await api.post(
      '/payments/local/confirm',
      { clientSecret: created.body.clientSecret, card: card(CARDS.paid) },
      token,
    );
    expect(twice.status).toBe(400);
  });

  it('gives no access for a payment method without a paid invoice', async () => {
    const { token } = await newMemberToken(api, server.outbox);
    const noPlan = await api.post('/user/attached/payment-method', { pm_id: 'pm_local_made_up' }, token);
    expect(noPlan.status).toBe(400);
    await api.post('/user/create/subscription', {}, token);
    const unpaid = await api.post('/user/attached/payment-method', { pm_id: 'pm_local_made_up' }, token);
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.message).toMatch(/not been completed/);
    expect(await hasAccess(token)).toMatchObject({ subscribedUser: false, gate: 403 });
  });

  it("refuses another member's payment and a payment method that was not the one paid with", async () => {
    const owner = await newMemberToken(api, server.outbox);
    const other = await newMemberToken(api, server.outbox);
    const { clientSecret } = (await api.post('/user/create/subscription', {}, owner.token)).body;
    expect(
      (await api.post('/payments/local/confirm', { clientSecret, card: card(CARDS.paid) }, other.token)).status,
    ).toBe(404);
    await api.post('/payments/local/confirm', { clientSecret, card: card(CARDS.paid) }, owner.token);
    expect((await api.post('/user/attached/payment-method', { pm_id: 'pm_local_other' }, owner.token)).status).toBe(
      400,
    );
  });

  it('resumes an unpaid subscription and refuses a second live one with 409', async () => {
    const { token } = await newMemberToken(api, server.outbox);
    const first = await api.post('/user/create/subscription', {}, token);
    const resumed = await api.post('/user/create/subscription', {}, token);
    expect(resumed.body.clientSecret).toBe(first.body.clientSecret);
    const confirmed = await api.post(
      '/payments/local/confirm',
      { clientSecret: first.body.clientSecret, card: card(CARDS.paid) },
      token,
    );
    await api.post('/user/attached/payment-method', { pm_id: confirmed.body.paymentMethodId }, token);
    const second = await api.post('/user/create/subscription', {}, token);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already have an active subscription/);
    const rows = await server.db.query('select count(*)::int as n from subscriptions where user_id = $1', [
      (await api.get('/user/me', token)).body.id,
    ]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('needs a login', async () => {
    expect((await api.post('/user/create/subscription', {})).status).toBe(401);
    expect((await api.post('/payments/local/confirm', { clientSecret: 'x', card: card(CARDS.paid) })).status).toBe(401);
  });
});

describe('local provider: cancelling', () => {
  it('keeps access until the period end, then removes it', async () => {
    const { token, email, password } = await newMemberToken(api, server.outbox);
    expect((await api.post('/user/cancel/subscription', {}, token)).status).toBe(400);
    expect((await subscribeLocally(api, token)).body.subscribedUser).toBe(true);

    const cancelled = await api.post('/user/cancel/subscription', {}, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      message: 'Subscription Cancelled Successfully',
      subscription: { status: 'active', cancelAtPeriodEnd: true },
    });
    const periodEnd = new Date(cancelled.body.subscription.currentPeriodEnd).getTime();
    expect((await api.post('/user/cancel/subscription', {}, token)).body.subscription.currentPeriodEnd).toBe(
      cancelled.body.subscription.currentPeriodEnd,
    );

    const untilEnd = periodEnd - Date.now();
    server.advance(untilEnd - 60_000);
    try {
      expect(await hasAccess(token)).toMatchObject({
        subscribedUser: true,
        gate: 200,
        me: { subscription: { cancelAtPeriodEnd: true } },
      });
      server.advance(2 * 60_000);
      expect((await api.post('/auth/signin', { email, password })).body.user.subscribedUser).toBe(false);
      expect(await hasAccess(token)).toMatchObject({
        subscribedUser: false,
        gate: 403,
        me: { subscription: { status: 'canceled' } },
      });
      // The ended subscription no longer blocks a new one.
      expect((await api.post('/user/create/subscription', {}, token)).status).toBe(200);
    } finally {
      server.advance(-(untilEnd + 60_000));
    }
  });

  it('lets staff through the gate without a membership', async () => {
    const admin = await signIn(api, ADMIN.email, ADMIN.password);
    expect((await api.get('/lectures', admin)).status).toBe(200);
  });

  it('answers lecture content without a membership with 403 and a message', async () => {
    const { token } = await newMemberToken(api, server.outbox);
    const refused = await api.get('/lectures', token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/membership/);
  });
});

describe('the access rule', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const end = new Date('2026-05-20T12:00:00Z');
  const rule = (status: string, periodEnd: Date | null, cancelAtPeriodEnd = false, at = now) =>
    hasMembership({ provider: 'stripe', status, currentPeriodEnd: periodEnd, cancelAtPeriodEnd }, at);

  it('grants access to live subscriptions within their period, past due included while the card is retried', () => {
    expect(['active', 'trialing', 'past_due'].map((status) => rule(status, end))).toEqual([true, true, true]);
    expect(
      ['incomplete', 'incomplete_expired', 'canceled', 'unpaid', 'paused'].map((status) => rule(status, end)),
    ).toEqual([false, false, false, false, false]);
    expect(hasMembership(null, now)).toBe(false);
  });

  it('ends a cancelled subscription at its period end, a renewing one only after a short grace', () => {
    const justAfter = new Date(end.getTime() + 1000);
    expect(rule('active', end, true, justAfter)).toBe(false);
    expect(rule('active', end, false, justAfter)).toBe(true);
    expect(rule('active', end, false, new Date(end.getTime() + RENEWAL_GRACE_MS))).toBe(false);
  });
});

describe('content security policy', () => {
  it('allows no Stripe origin with the local provider', async () => {
    const csp = (await api.get('/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('stripe.com');
  });
});
