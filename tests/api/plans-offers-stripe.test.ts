import { afterAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from './helpers/client.js';
import { type FakeStripe, startFakeStripe, stripeSettings } from './helpers/fake-stripe.js';
import { newMemberToken, userId } from './helpers/payments.js';
import { pdfText } from './helpers/pdf-text.js';
import { deliverStripeEvent, invoiceFor, payLatestInvoice, stripeEvent } from './helpers/stripe-events.js';
import { ADMIN, type TestServer, useTestServer } from './helpers/test-server.js';

/** Plans and offers on Stripe's own objects: Prices, Coupons, Promotion Codes, paid invoices. */
const WEBHOOK_SECRET = 'whsec_plans_offers';
let server: TestServer;
let api: ApiClient;
let staff: string;

// The server's settings need the fake's address, so the fake listens first.
const fake: FakeStripe = await startFakeStripe();
afterAll(() => fake.close());
useTestServer({ ...stripeSettings(fake, WEBHOOK_SECRET), RATE_LIMIT_PER_MINUTE: '0' }, async (started, client) => {
  server = started;
  api = client;
  staff = await signIn(api, ADMIN.email, ADMIN.password);
});

const posted = (path: string) => fake.calls.filter((call) => call.method === 'POST' && call.path === path);

let annualId: number;

/** A new member whose default-plan subscription Stripe has created, unpaid yet. */
async function startedOnStripe() {
  const member = await newMemberToken(api, server.outbox);
  const id = await userId(api, member.token);
  await api.post('/user/create/subscription', {}, member.token);
  const { rows } = await server.db.query('select provider_subscription_id from subscriptions where user_id = $1', [id]);
  return { member, id, subscriptionId: rows[0].provider_subscription_id as string };
}

describe('plans and offers on Stripe', () => {
  it('makes a Stripe Price for a new plan and for a new price, never changing the old one', async () => {
    const added = await api.post('/plans', { name: 'Annual Membership', amountCents: 19999, interval: 'year' }, staff);
    expect(added.status).toBe(201);
    annualId = added.body.id;
    expect(posted('/v1/prices').at(-1)!.params).toMatchObject({
      currency: 'usd',
      unit_amount: '19999',
      recurring: { interval: 'year' },
      product_data: { name: 'Annual Membership' },
    });
    const prices = posted('/v1/prices').length;
    await api.patch(`/plans/${annualId}`, { name: 'Yearly Membership' }, staff);
    expect(posted('/v1/prices')).toHaveLength(prices);
    await api.patch(`/plans/${annualId}`, { amountCents: 17999 }, staff);
    expect(posted('/v1/prices')).toHaveLength(prices + 1);
    await api.patch(`/plans/${annualId}`, { name: 'Annual Membership', amountCents: 19999 }, staff);
  });

  it('makes a Coupon and a Promotion Code for an offer, and new ones when its terms change', async () => {
    const added = await api.post(
      '/offers',
      {
        code: 'BLACKFRIDAY',
        percentOff: 40,
        duration: 'repeating',
        durationMonths: 12,
        planIds: [annualId],
        maxRedemptions: 100,
      },
      staff,
    );
    expect(added.status).toBe(201);
    expect(posted('/v1/coupons').at(-1)!.params).toMatchObject({
      percent_off: '40',
      duration: 'repeating',
      duration_in_months: '12',
    });
    const code = [...fake.promotionCodes.values()].at(-1)!;
    expect(code).toMatchObject({ code: 'BLACKFRIDAY', max_redemptions: 100, active: true });
    // A taken code is refused before Stripe is asked for a coupon.
    const coupons = posted('/v1/coupons').length;
    const taken = await api.post('/offers', { code: 'blackfriday', amountOffCents: 500, duration: 'once' }, staff);
    expect(taken).toMatchObject({ status: 409, body: { field: 'code' } });
    expect(posted('/v1/coupons')).toHaveLength(coupons);

    const described = await api.patch(`/offers/${added.body.id}`, { description: 'Black Friday' }, staff);
    expect(described.body).toMatchObject({ description: 'Black Friday', percentOff: 40, planIds: [annualId] });
    expect(fake.promotionCodes.size).toBe(1);
    expect((await api.patch(`/offers/${added.body.id}`, { percentOff: 50 }, staff)).status).toBe(200);
    expect(code.active).toBe(false);
    expect([...fake.promotionCodes.values()].at(-1)).toMatchObject({ code: 'BLACKFRIDAY', active: true });
    await api.patch(`/offers/${added.body.id}`, { percentOff: 40 }, staff);
  });

  it('subscribes with the promotion code and records the paid invoice with its discount and hosted page', async () => {
    const member = await newMemberToken(api, server.outbox);
    const id = await userId(api, member.token);
    const created = await api.post(
      '/user/create/subscription',
      { planId: annualId, code: 'blackfriday' },
      member.token,
    );
    expect(created.body).toMatchObject({ amountCents: 11999, discountCents: 8000 });
    const promotionCode = [...fake.promotionCodes.values()].find((code) => code.active)!;
    expect(posted('/v1/subscriptions').at(-1)!.params).toMatchObject({
      discounts: { 0: { promotion_code: promotionCode.id } },
    });
    const { rows } = await server.db.query('select provider_subscription_id from subscriptions where user_id = $1', [
      id,
    ]);
    const subscriptionId = rows[0].provider_subscription_id as string;
    // Delivered twice: the redelivery records nothing again.
    const { delivered, invoiceId } = await payLatestInvoice(fake, server.url, subscriptionId, WEBHOOK_SECRET);
    expect(delivered.status).toBe(200);

    const billing = await api.get('/user/billing', member.token);
    expect(billing.body.charges).toHaveLength(1);
    const [charge] = billing.body.charges;
    expect(charge).toMatchObject({
      amountCents: 11999,
      discountCents: 8000,
      discountLabel: 'BLACKFRIDAY (40% off the first 12 months)',
      card: { brand: 'visa', last4: '4242' },
      hostedInvoiceUrl: `https://invoice.stripe.test/${invoiceId}`,
    });
    const receipt = await fetch(`${server.url}${charge.receipt}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    const text = await pdfText(Buffer.from(await receipt.arrayBuffer()));
    expect(text).toContain('-$80.00');
    expect((await server.outbox.latest(member.email)).subject).toBe(
      `Your Poker membership receipt ${charge.receiptNumber}`,
    );
    const [offer] = (await api.get('/offers', staff)).body;
    expect(offer).toMatchObject({ redemptions: 1, revenue: 11999 });
  });

  it('buys the default plan at STRIPE_PRICE_ID with no body, as before plans were data', async () => {
    const member = await newMemberToken(api, server.outbox);
    expect((await api.post('/user/create/subscription', undefined, member.token)).status).toBe(200);
    expect(posted('/v1/subscriptions').at(-1)!.params).toMatchObject({ items: { 0: { price: 'price_monthly' } } });
    expect(posted('/v1/subscriptions').at(-1)!.params.discounts).toBeUndefined();
  });
});

describe('changing plan on Stripe', () => {
  it("swaps the item's Price with Stripe's proration, paid at once, and records the invoice once paid", async () => {
    const { member, id, subscriptionId } = await startedOnStripe();
    const paymentMethod = fake.payLatestInvoice(subscriptionId);
    const attached = await api.post('/user/attached/payment-method', { pm_id: paymentMethod }, member.token);
    expect(attached.body.subscribedUser).toBe(true);
    const item = fake.subscriptions.get(subscriptionId)!.items.data[0].id as string;

    const changed = await api.post('/user/subscription/change', { planId: annualId }, member.token);
    expect(changed.status).toBe(200);
    const [annual] = (await server.db.query('select stripe_price_id from plans where id = $1', [annualId])).rows;
    expect(posted(`/v1/subscriptions/${subscriptionId}`).at(-1)!.params).toMatchObject({
      items: { 0: { id: item, price: annual.stripe_price_id, quantity: '1' } },
      proration_behavior: 'always_invoice',
      billing_cycle_anchor: { type: 'now' },
      payment_behavior: 'error_if_incomplete',
      discounts: '',
    });
    const [mirror] = (
      await server.db.query<{ plan_id: number; interval: string; current_period_end: Date }>(
        'select plan_id, interval, current_period_end from subscriptions where user_id = $1',
        [id],
      )
    ).rows;
    expect(mirror).toMatchObject({ plan_id: annualId, interval: 'year' });
    expect(mirror.current_period_end.getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);

    // Stripe's proration agrees with the quote to the cent, and its paid invoice is the charge.
    const invoiceId = fake.subscriptions.get(subscriptionId)!.latest_invoice as string;
    const invoice = fake.invoices.get(invoiceId)!;
    expect(Math.abs(invoice.amount_paid - changed.body.amountDue)).toBeLessThanOrEqual(1);
    await deliverStripeEvent(
      server.url,
      stripeEvent('invoice.paid', invoiceFor(subscriptionId, invoiceId)),
      WEBHOOK_SECRET,
    );
    const [charge] = (await api.get('/user/billing', member.token)).body.charges;
    expect(charge).toMatchObject({
      amountCents: invoice.amount_paid,
      description: expect.stringMatching(/^Annual Membership, /),
    });
  });
});

describe('refunds on Stripe', () => {
  it("refunds the amount asked through Stripe Refunds, on the invoice's payment", async () => {
    const { member, subscriptionId } = await startedOnStripe();
    const { invoiceId } = await payLatestInvoice(fake, server.url, subscriptionId, WEBHOOK_SECRET);
    const [charge] = (await api.get('/user/billing', member.token)).body.charges;

    const refunded = await api.post(`/charges/${charge.id}/refund`, { amountCents: 1500 }, staff);
    expect(refunded.status).toBe(201);
    const paymentIntent = fake.invoices.get(invoiceId)!.payments.data[0].payment.payment_intent;
    expect(posted('/v1/refunds').at(-1)!.params).toMatchObject({ payment_intent: paymentIntent, amount: '1500' });
    expect([...fake.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent)).toHaveLength(1);
  });
});

describe('trials on Stripe', () => {
  it("asks Stripe for the plan's trial, confirms the card through its SetupIntent, and mails on trial_will_end", async () => {
    const plan = await api.post(
      '/plans',
      { name: 'Trial Plan', amountCents: 2999, interval: 'month', trialDays: 7 },
      staff,
    );
    const member = await newMemberToken(api, server.outbox);
    const created = await api.post('/user/create/subscription', { planId: plan.body.id }, member.token);
    expect(created.body).toMatchObject({ trialDays: 7, clientSecret: expect.stringMatching(/^seti_/) });
    expect(posted('/v1/subscriptions').at(-1)!.params).toMatchObject({ trial_period_days: '7' });
    const id = await userId(api, member.token);
    const { rows } = await server.db.query('select provider_subscription_id from subscriptions where user_id = $1', [
      id,
    ]);
    const subscriptionId = rows[0].provider_subscription_id as string;
    const reminder = await server.outbox.nextTo(member.email, () =>
      deliverStripeEvent(
        server.url,
        stripeEvent('customer.subscription.trial_will_end', fake.subscriptions.get(subscriptionId)!),
        WEBHOOK_SECRET,
      ),
    );
    expect(reminder.subject).toBe('Your Poker membership trial ends in 3 days');
    expect((await api.get('/user/me', member.token)).body.subscribedUser).toBe(true);
  });
});
