import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the Stripe endpoints the server calls (customers, subscriptions, payment
 * methods), with the state a test can move the way Stripe would: a paid invoice, a failed renewal.
 */
type Json = Record<string, any>;
const DAY_S = 24 * 3600;

export interface FakeStripe {
  url: string;
  calls: { method: string; path: string; params: Json }[];
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  /** Prices by id, as the dashboard would hold them (the product inside, as `expand: ['product']` returns it). */
  prices: Map<string, Json>;
  /** What Stripe.js does on a successful confirmCardPayment: the card is saved and the invoice paid. */
  payLatestInvoice(subscriptionId: string): string;
  /** A card payment method the browser created but has not used yet. */
  createPaymentMethod(): string;
  setSubscription(subscriptionId: string, patch: Json): Json;
  close(): Promise<void>;
}

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

const listOf = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value as Json).map(String) : [];

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripe['calls'] = [];
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const prices = new Map<string, Json>();
  // Like Stripe, a POST repeated with the same Idempotency-Key gets the first answer back.
  const replies = new Map<string, [number, Json]>();

  function subscriptionView(subscription: Json, expand: string[]): Json {
    if (!expand.some((e) => e.startsWith('latest_invoice'))) return subscription;
    const { confirmation_secret, ...invoice } = invoices.get(subscription.latest_invoice)!;
    const withSecret = expand.includes('latest_invoice.confirmation_secret')
      ? { ...invoice, confirmation_secret }
      : invoice;
    return { ...subscription, latest_invoice: withSecret };
  }

  function createSubscription(params: Json): Json {
    const now = Math.floor(Date.now() / 1000);
    const id = newId('sub');
    const invoiceId = newId('in');
    invoices.set(invoiceId, {
      id: invoiceId,
      object: 'invoice',
      customer: params.customer,
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
      current_period_start: now,
      current_period_end: now + 30 * DAY_S,
    };
    const subscription = {
      id,
      object: 'subscription',
      customer: params.customer,
      status: 'incomplete',
      cancel_at_period_end: false,
      items: { object: 'list', data: [item] },
      latest_invoice: invoiceId,
      metadata: params.metadata ?? {},
      payment_behavior: params.payment_behavior,
    };
    subscriptions.set(id, subscription);
    return subscription;
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
    if (resource === 'subscriptions' && method === 'POST' && !id)
      return [200, subscriptionView(createSubscription(params), expand)];
    if (resource === 'subscriptions') {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing;
      if (method === 'POST' && params.cancel_at_period_end !== undefined)
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      return [200, subscriptionView(subscription, expand)];
    }
    if (resource === 'prices' && method === 'GET') {
      const price = prices.get(id);
      return price ? [200, price] : missing;
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
    payLatestInvoice(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId)!;
      const paymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: subscription.customer,
      };
      paymentMethods.set(paymentMethod.id, paymentMethod);
      invoices.get(subscription.latest_invoice)!.status = 'paid';
      subscription.status = 'active';
      subscription.default_payment_method = paymentMethod.id;
      return paymentMethod.id;
    },
    createPaymentMethod() {
      const paymentMethod = { id: newId('pm'), object: 'payment_method', type: 'card', customer: null };
      paymentMethods.set(paymentMethod.id, paymentMethod);
      return paymentMethod.id;
    },
    setSubscription(subscriptionId, patch) {
      return Object.assign(subscriptions.get(subscriptionId)!, patch);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
