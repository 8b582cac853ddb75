import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../api/helpers/client.js';
import { card, CARDS, newMemberToken, userId } from '../api/helpers/payments.js';
import { startTestServer, type TestServer } from '../api/helpers/test-server.js';
import {
  fiveHundreds,
  RACE_SERVER_ENV,
  ROUNDS,
  serverErrors,
  statusesOf,
  tally,
  times,
  together,
} from './helpers/race.js';

/** The membership calls under bursts: a cancellation is never lost, a member never holds two unpaid subscriptions. */
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer(RACE_SERVER_ENV);
  api = apiClient(server.url);
});
afterAll(() => server.close());

const subscriptionRows = async (memberId: number) =>
  (
    await server.db.query<{ status: string; cancel_at_period_end: boolean }>(
      'select status, cancel_at_period_end from subscriptions where user_id = $1 order by id',
      [memberId],
    )
  ).rows;

/** A member who paid: their token, id and the payment method the attach calls name. */
async function paidMember() {
  const { token } = await newMemberToken(api, server.outbox);
  const created = await api.post('/user/create/subscription', {}, token);
  const confirmed = await api.post(
    '/payments/local/confirm',
    { clientSecret: created.body.clientSecret, card: card(CARDS.paid) },
    token,
  );
  const paymentMethod = confirmed.body.paymentMethodId as string;
  expect((await api.post('/user/attached/payment-method', { pm_id: paymentMethod }, token)).status).toBe(200);
  return { token, memberId: await userId(api, token), paymentMethod };
}

describe('cancelling while payment-method calls are in flight', () => {
  const record = tally('cancel during attach');

  it('keeps every confirmed cancellation: in the answer, in user/me and in the row', async () => {
    const { token, memberId, paymentMethod } = await paidMember();
    for (let round = 0; round < ROUNDS * 2; round += 1) {
      await server.db.query('update subscriptions set cancel_at_period_end = false where user_id = $1', [memberId]);
      const attach = () => api.post('/user/attached/payment-method', { pm_id: paymentMethod }, token);
      const calls = times(12, () => attach);
      calls.splice(4, 0, () => api.post('/user/cancel/subscription', {}, token));
      const answers = await together(calls);
      const [cancel] = answers.splice(4, 1);

      const me = await api.get('/user/me', token);
      const [row] = await subscriptionRows(memberId);
      const lost = cancel.status === 200 && !row.cancel_at_period_end ? 1 : 0;
      record({ calls: calls.length, '5xx': fiveHundreds([cancel, ...answers]), lostCancellations: lost });

      expect(serverErrors([cancel, ...answers])).toEqual([]);
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({
        message: 'Subscription Cancelled Successfully',
        subscription: { status: 'active', cancelAtPeriodEnd: true },
      });
      expect(statusesOf(answers)).toEqual({ 200: answers.length });
      expect(row).toEqual({ status: 'active', cancel_at_period_end: true });
      expect(me.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      expect(me.body.subscribedUser).toBe(true);
    }
  });
});

describe('a burst of Select Plan clicks', () => {
  const record = tally('create subscription burst');

  it('starts one unpaid subscription and hands every click its client secret; once paid, more clicks are refused', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { token } = await newMemberToken(api, server.outbox);
      const memberId = await userId(api, token);
      const answers = await together(times(20, () => () => api.post('/user/create/subscription', {}, token)));
      const secrets = new Set(answers.map((answer) => answer.body.clientSecret));
      const rows = await subscriptionRows(memberId);
      record({ calls: answers.length, '5xx': fiveHundreds(answers), subscriptionRows: rows.length });

      expect(serverErrors(answers)).toEqual([]);
      expect(statusesOf(answers)).toEqual({ 200: 20 });
      expect(secrets.size).toBe(1);
      expect(rows).toEqual([{ status: 'incomplete', cancel_at_period_end: false }]);

      const [clientSecret] = secrets;
      const paid = await api.post('/payments/local/confirm', { clientSecret, card: card(CARDS.paid) }, token);
      expect(paid.status).toBe(200);
      const again = await together(times(10, () => () => api.post('/user/create/subscription', {}, token)));
      expect(statusesOf(again)).toEqual({ 409: 10 });
      expect(await subscriptionRows(memberId)).toEqual([{ status: 'active', cancel_at_period_end: false }]);
    }
  });
});
