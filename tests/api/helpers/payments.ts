import { type ApiClient, signIn, signUpVerified } from './client.js';
import type { Outbox } from './outbox.js';

export const CARDS = {
  paid: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** Pays its first charge, declines every later one (Stripe's 0341). */
  laterDeclined: '4000 0000 0000 0341',
  otherPaid: '5555 5555 5555 4444',
};

export function card(number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) {
  return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123', ...overrides };
}

/** A verified, signed-in member without a membership. */
export async function newMemberToken(
  api: ApiClient,
  outbox: Outbox,
  overrides: Parameters<typeof signUpVerified>[2] = {},
): Promise<{ token: string; email: string; password: string }> {
  const member = await signUpVerified(api, outbox, overrides);
  return { token: await signIn(api, member.email, member.password), email: member.email, password: member.password };
}

/** The local gateway's whole first payment of a plan (the default without), maybe with a code, with a test card. */
export async function buyLocally(
  api: ApiClient,
  token: string,
  body: { planId?: number; code?: string; seats?: number } = {},
  cardNumber = CARDS.paid,
) {
  const created = await api.post('/user/create/subscription', body, token);
  if (created.status !== 200) return { created };
  const confirmed = await api.post(
    '/payments/local/confirm',
    { clientSecret: created.body.clientSecret, card: card(cardNumber) },
    token,
  );
  const attached = await api.post('/user/attached/payment-method', { pm_id: confirmed.body.paymentMethodId }, token);
  return { created, confirmed, attached };
}

/** The local gateway's whole first payment of the default plan: the answer of its last call. */
export async function subscribeLocally(api: ApiClient, token: string, cardNumber = CARDS.paid) {
  return (await buyLocally(api, token, {}, cardNumber)).attached!;
}

/** A verified, signed-in member who paid the local gateway: their token. */
export async function subscribedMemberToken(api: ApiClient, outbox: Outbox): Promise<string> {
  const { token } = await newMemberToken(api, outbox);
  const attached = await subscribeLocally(api, token);
  if (!attached.body.subscribedUser) throw new Error(`membership not granted: ${attached.status}`);
  return token;
}

export async function userId(api: ApiClient, token: string): Promise<number> {
  return (await api.get('/user/me', token)).body.id;
}
