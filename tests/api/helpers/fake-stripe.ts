import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addInterval } from '../../../server/modules/payments/billing-periods.js';

/**
 * A small stand-in for the Stripe endpoints the server calls (customers, subscriptions, payment
 * methods, prices, coupons, promotion codes, invoices, refunds, setup intents, portal sessions), with the state a test can move the way Stripe
 * would: a paid invoice, a failed renewal, a promotion code's redemptions.
 */
type Json = Record<string, any>;
const DAY_S = 24 * 3600;

/** A Price's period from `start` (Unix seconds) in calendar months or years, as Stripe bills: not a fixed 30 days. */
const periodEnd = (start: number, price: Json | undefined): number =>
  addInterval(new Date(start * 1000), price?.recurring?.interval === 'year' ? 'year' : 'month').getTime() / 1000;

export interface FakeStripe {
  url: string;
  calls: { method: string; path: string; params: Json }[];
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  /** Prices by id, as the dashboard would hold them (the product inside, as `expand: ['product']` returns it). */
  prices: Map<string, Json>;
  coupons: Map<string, Json>;
  promotionCodes: Map<string, Json>;
  refunds: Map<string, Json>;
  setupIntents: Map<string, Json>;
  /** What Stripe.js does on a successful confirmCardPayment: the card is saved and the invoice paid. */
  payLatestInvoice(subscriptionId: string): string;
  /** A card payment method the browser created but has not used yet. */
  createPaymentMethod(): string;
  /** What Stripe.js does on a successful confirmCardSetup: the card, attached to the SetupIntent's customer. */
  confirmSetupIntent(clientSecret: string, card?: { brand: string; last4: string; declines?: boolean }): string;
  setSubscription(subscriptionId: string, patch: Json): Json;
  close(): Promise<void>;
}

/** The server's settings for Stripe at `fake`: test keys, the default plan's price, the webhooks' secret. */
export const stripeSettings = (fake: Pick<FakeStripe, 'url'>, webhookSecret: string) => ({
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_PRICE_ID: 'price_monthly',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: fake.url,
});

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** `a[b][0]=x` form and query keys, as the SDK encodes them, into objects. */
function unflatten(search: URLSearchParams): Json {
  const out: Json = {};
  for (const [key, value] of search) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

/** An invoice's `payments`, as `expand: ['payments']` returns them: one payment intent. */
const paidWith = (paymentIntent: string) => ({
  object: 'list',
  data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: paymentIntent } }],
});

const listOf = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value as Json).map(String) : [];

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripe['calls'] = [];
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const coupons = new Map<string, Json>();
  const promotionCodes = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  // Like Stripe, a POST repeated with the same Idempotency-Key gets the first answer back.
  const replies = new Map<string, [number, Json]>();

  function subscriptionView(stored: Json, expand: string[]): Json {
    const { pending_setup_intent: setup, ...rest } = stored;
    const subscription: Json = {
      ...rest,
      pending_setup_intent: expand.includes('pending_setup_intent') ? setup : (setup?.id ?? null),
    };
    if (!expand.some((e) => e.startsWith('latest_invoice'))) return subscription;
    const { confirmation_secret, ...invoice } = invoices.get(subscription.latest_invoice)!;
    const withSecret = expand.includes('latest_invoice.confirmation_secret')
      ? { ...invoice, confirmation_secret }
      : invoice;
    return { ...subscription, latest_invoice: withSecret };
  }

  /** Stripe's checks of a promotion code at subscription creation, and the first invoice's discount. */
  function discountFor(params: Json, amount: number): [number, Json | null] {
    const promotionCodeId = params.discounts?.['0']?.promotion_code;
    if (!promotionCodeId) return [0, null];
    const code = promotionCodes.get(promotionCodeId);
    if (!code?.active) return [0, { message: 'This promotion code cannot be redeemed because it is inactive.' }];
    if (code.max_redemptions && code.times_redeemed >= code.max_redemptions)
      return [0, { message: 'This promotion code has been used up.' }];
    const coupon = coupons.get(code.promotion.coupon)!;
    code.times_redeemed += 1;
    const off = coupon.percent_off ? Math.round((amount * coupon.percent_off) / 100) : coupon.amount_off;
    return [Math.min(off, amount), null];
  }

  function createSubscription(params: Json): Json {
    const now = Math.floor(Date.now() / 1000);
    const id = newId('sub');
    const invoiceId = newId('in');
    const price = prices.get(params.items?.['0']?.price);
    const quantity = Number(params.items?.['0']?.quantity ?? 1);
    const amount = (price?.unit_amount ?? 4999) * quantity;
    const [discount, refused] = discountFor(params, amount);
    if (refused) return { error: refused };
    invoices.set(invoiceId, {
      id: invoiceId,
      object: 'invoice',
      customer: params.customer,
      created: now,
      currency: price?.currency ?? 'usd',
      amount_due: amount - discount,
      amount_paid: 0,
      total_discount_amounts: discount ? [{ amount: discount, discount: newId('di') }] : [],
      hosted_invoice_url: `https://invoice.stripe.test/${invoiceId}`,
      lines: { object: 'list', data: [{ period: { start: now, end: periodEnd(now, price) } }] },
      status: 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: id } },
      confirmation_secret: {
        client_secret: `pi_${invoiceId}_secret_${randomBytes(6).toString('hex')}`,
        type: 'payment_intent',
      },
    });
    const item = {
      id: newId('si'),
      object: 'subscription_item',
      price: { id: params.items?.['0']?.price },
      quantity,
      current_period_start: now,
      current_period_end: periodEnd(now, price),
    };
    // A trial: nothing to pay now, the card is saved through a SetupIntent, the period is the trial.
    const trialDays = Number(params.trial_period_days ?? 0);
    if (trialDays) {
      const invoice = invoices.get(invoiceId)!;
      Object.assign(invoice, { status: 'paid', amount_due: 0, total_discount_amounts: [] });
      item.current_period_end = now + trialDays * DAY_S;
    }
    const subscription = {
      id,
      object: 'subscription',
      customer: params.customer,
      status: trialDays ? 'trialing' : 'incomplete',
      trial_end: trialDays ? now + trialDays * DAY_S : null,
      pending_setup_intent: trialDays
        ? {
            id: newId('seti'),
            object: 'setup_intent',
            client_secret: `seti_${id}_secret_${randomBytes(6).toString('hex')}`,
          }
        : null,
      cancel_at_period_end: false,
      items: { object: 'list', data: [item] },
      latest_invoice: invoiceId,
      metadata: params.metadata ?? {},
      payment_behavior: params.payment_behavior,
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  /**
   * A subscription item's new Price, as Stripe's `always_invoice` proration does it: the unused time of the
   * old price credited, the cycle restarted now, the difference invoiced and paid with the card on file.
   */
  function changePrice(subscription: Json, params: Json): void {
    const item = subscription.items.data[0];
    const seats = Number(params.items['0'].quantity ?? item.quantity ?? 1);
    const before = (prices.get(item.price.id)?.unit_amount ?? 4999) * (item.quantity ?? 1);
    const price = prices.get(params.items['0'].price);
    Object.assign(item, { price: { id: params.items['0'].price }, quantity: seats });
    if (params.discounts === '') subscription.discounts = [];
    if (params.proration_behavior !== 'always_invoice') return;
    const now = Math.floor(Date.now() / 1000);
    const unused = (item.current_period_end - now) / (item.current_period_end - item.current_period_start);
    const amount = Math.max(0, (price?.unit_amount ?? 4999) * seats - Math.round(before * unused));
    const invoiceId = newId('in');
    const end = periodEnd(now, price);
    invoices.set(invoiceId, {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      created: now,
      currency: price?.currency ?? 'usd',
      amount_due: amount,
      amount_paid: amount,
      total_discount_amounts: [],
      hosted_invoice_url: `https://invoice.stripe.test/${invoiceId}`,
      lines: { object: 'list', data: [{ period: { start: now, end } }] },
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      payments: paidWith(newId('pi')),
    });
    Object.assign(item, { current_period_start: now, current_period_end: end });
    subscription.latest_invoice = invoiceId;
  }

  function route(method: string, path: string, params: Json): [number, Json] {
    const expand = listOf(params.expand);
    const [, resource, id, action] = path.split('/').slice(1);
    const missing: [number, Json] = [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${resource}: '${id}'` } },
    ];
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: params.email,
        name: params.name,
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (resource === 'customers' && method === 'POST') {
      const customer = customers.get(id);
      if (!customer) return missing;
      const defaultMethod = params.invoice_settings?.default_payment_method;
      if (defaultMethod) customer.invoice_settings.default_payment_method = defaultMethod;
      return [200, customer];
    }
    if (resource === 'subscriptions' && method === 'POST' && !id) {
      const created = createSubscription(params);
      if (created.error) return [400, { error: { type: 'invalid_request_error', message: created.error.message } }];
      return [200, subscriptionView(created, expand)];
    }
    if (resource === 'subscriptions') {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing;
      if (method === 'DELETE')
        subscription.status = subscription.status === 'incomplete' ? 'incomplete_expired' : 'canceled';
      if (method === 'POST' && params.cancel_at_period_end !== undefined)
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      if (method === 'POST' && params.items?.['0']?.price) changePrice(subscription, params);
      if (method === 'POST' && params.default_payment_method)
        subscription.default_payment_method = params.default_payment_method;
      // A team's seats: the item's quantity (the proration invoice is left to the call's record).
      const item = subscription.items.data.find((each: Json) => each.id === params.items?.['0']?.id);
      if (method === 'POST' && item) item.quantity = Number(params.items['0'].quantity);
      return [200, subscriptionView(subscription, expand)];
    }
    if (resource === 'prices' && method === 'GET') {
      const price = prices.get(id);
      return price ? [200, price] : missing;
    }
    if (resource === 'prices' && method === 'POST') {
      const price = {
        id: newId('price'),
        object: 'price',
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        recurring: { interval: params.recurring?.interval, interval_count: 1 },
        product: { id: newId('prod'), object: 'product', name: params.product_data?.name, marketing_features: [] },
      };
      prices.set(price.id, price);
      return [200, price];
    }
    if (resource === 'coupons' && method === 'POST') {
      const coupon = {
        id: newId('co'),
        object: 'coupon',
        percent_off: params.percent_off ? Number(params.percent_off) : null,
        amount_off: params.amount_off ? Number(params.amount_off) : null,
        currency: params.currency ?? null,
        duration: params.duration,
        duration_in_months: params.duration_in_months ? Number(params.duration_in_months) : null,
        name: params.name,
      };
      coupons.set(coupon.id, coupon);
      return [200, coupon];
    }
    if (resource === 'promotion_codes' && method === 'POST' && !id) {
      const code = {
        id: newId('promo'),
        object: 'promotion_code',
        code: params.code,
        active: true,
        promotion: { type: 'coupon', coupon: params.promotion?.coupon },
        max_redemptions: params.max_redemptions ? Number(params.max_redemptions) : null,
        expires_at: params.expires_at ? Number(params.expires_at) : null,
        restrictions: { first_time_transaction: params.restrictions?.first_time_transaction === 'true' },
        times_redeemed: 0,
      };
      promotionCodes.set(code.id, code);
      return [200, code];
    }
    if (resource === 'promotion_codes') {
      const code = promotionCodes.get(id);
      if (!code) return missing;
      if (params.active !== undefined) code.active = params.active === 'true';
      return [200, code];
    }
    if (resource === 'refunds' && method === 'POST') {
      const refund = {
        id: newId('re'),
        object: 'refund',
        payment_intent: params.payment_intent,
        amount: Number(params.amount),
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return [200, refund];
    }
    if (resource === 'setup_intents' && method === 'POST') {
      const intent = {
        id: newId('seti'),
        object: 'setup_intent',
        customer: params.customer,
        usage: params.usage,
        status: 'requires_payment_method',
      };
      setupIntents.set(intent.id, intent);
      return [200, { ...intent, client_secret: `${intent.id}_secret_${randomBytes(6).toString('hex')}` }];
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
      const session = { id: newId('bps'), object: 'billing_portal.session', customer: params.customer };
      return [200, { ...session, return_url: params.return_url, url: `https://billing.stripe.test/${session.id}` }];
    }
    if (resource === 'invoices' && method === 'POST' && action === 'pay') {
      const invoice = invoices.get(id);
      if (!invoice) return missing;
      const subscription = subscriptions.get(invoice.parent.subscription_details.subscription)!;
      const card = paymentMethods.get(subscription.default_payment_method)?.card;
      if (card?.declines)
        return [402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }];
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, next_payment_attempt: null });
      subscription.status = 'active';
      return [200, invoice];
    }
    if (resource === 'invoices' && method === 'GET') {
      const invoice = invoices.get(id);
      if (!invoice) return missing;
      const { confirmation_secret: _secret, ...shown } = invoice;
      return [200, shown];
    }
    if (resource === 'payment_methods') {
      const paymentMethod = paymentMethods.get(id);
      if (!paymentMethod) return missing;
      if (method === 'POST' && action === 'attach') paymentMethod.customer = params.customer;
      return [200, paymentMethod];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const params = unflatten(request.method === 'GET' ? url.searchParams : new URLSearchParams(body));
      calls.push({ method: request.method ?? 'GET', path: url.pathname, params });
      const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const reply =
        (typeof key === 'string' && replies.get(key)) || route(request.method ?? 'GET', url.pathname, params);
      if (typeof key === 'string') replies.set(key, reply);
      const [status, answer] = reply;
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    customers,
    subscriptions,
    invoices,
    paymentMethods,
    prices,
    coupons,
    promotionCodes,
    refunds,
    setupIntents,
    payLatestInvoice(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId)!;
      const paymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: subscription.customer,
        card: { brand: 'visa', last4: '4242' },
      };
      paymentMethods.set(paymentMethod.id, paymentMethod);
      const invoice = invoices.get(subscription.latest_invoice)!;
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.payments = paidWith(newId('pi'));
      subscription.status = 'active';
      subscription.default_payment_method = paymentMethod.id;
      return paymentMethod.id;
    },
    createPaymentMethod() {
      const paymentMethod = { id: newId('pm'), object: 'payment_method', type: 'card', customer: null };
      paymentMethods.set(paymentMethod.id, paymentMethod);
      return paymentMethod.id;
    },
    confirmSetupIntent(clientSecret, card = { brand: 'mastercard', last4: '4444' }) {
      const intent = setupIntents.get(clientSecret.split('_secret_')[0])!;
      const paymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: intent.customer,
        card,
      };
      paymentMethods.set(paymentMethod.id, paymentMethod);
      Object.assign(intent, { status: 'succeeded', payment_method: paymentMethod.id });
      return paymentMethod.id;
    },
    setSubscription(subscriptionId, patch) {
      return Object.assign(subscriptions.get(subscriptionId)!, patch);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
