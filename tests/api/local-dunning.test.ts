import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_GRACE_MS } from '../../server/access/membership.js';
import { runLocalBilling } from '../../server/modules/payments/local-billing-job.js';
import { RETRY_AFTER_DAYS } from '../../server/modules/payments/local-dunning.js';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';
import { card, CARDS, newMemberToken, subscribeLocally, userId } from './helpers/payments.js';
import { addStaff } from './helpers/staff-team.js';

const DAY = 86_400_000;
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => office.server.close());

const run = (at: Date) => runLocalBilling(office.server.deps, at, () => undefined);

/** A member paid with `cardNumber` whose period ends within the hour: the next run renews it. */
async function memberDueForRenewal(cardNumber: string) {
  const { api, server } = office;
  const member = await newMemberToken(api, server.outbox);
  const attached = await subscribeLocally(api, member.token, cardNumber);
  expect(attached.body.subscribedUser).toBe(true);
  const id = await userId(api, member.token);
  const periodEnd = new Date(Date.now() + 3600_000);
  await server.db.query('update subscriptions set current_period_end = $1 where user_id = $2', [periodEnd, id]);
  return { ...member, id, periodEnd };
}

const subscriptionOf = async (id: number) =>
  (
    await office.server.db.query(
      `select status, failed_payment_attempts as attempts, payment_failed_at as "failedAt",
         next_payment_attempt_at as "nextAttempt"
       from subscriptions where user_id = $1 order by id desc limit 1`,
      [id],
    )
  ).rows[0];
const chargeCount = async (id: number) =>
  (await office.server.db.query('select count(*)::int as n from charges where user_id = $1', [id])).rows[0].n;
const mailsTo = async (email: string, subject: RegExp) =>
  (await office.server.outbox.all()).filter((m) => m.to === email && subject.test(m.subject));

/** The member's own card update: setup, confirmation with the card, then put on file. */
async function updateCard(token: string, cardNumber: string) {
  const { api } = office;
  const setup = await api.post('/user/billing/card', {}, token);
  expect(setup.status).toBe(200);
  expect(setup.body.clientSecret).toMatch(/^seti_local_/);
  const confirmed = await api.post(
    '/payments/local/confirm-setup',
    { clientSecret: setup.body.clientSecret, card: card(cardNumber) },
    token,
  );
  expect(confirmed.status).toBe(200);
  return api.put('/user/billing/card', { paymentMethodId: confirmed.body.paymentMethodId }, token);
}

describe('local dunning: a renewal the card declines', () => {
  it('keeps the retries within the access grace', () => {
    expect(RETRY_AFTER_DAYS.at(-1)! * DAY).toBeLessThan(RENEWAL_GRACE_MS);
  });

  it('goes past due with no charge and mails once, mails the last chance once, and lapses after the last retry', async () => {
    const member = await memberDueForRenewal(CARDS.laterDeclined);
    const charges = await chargeCount(member.id);
    const failedAt = new Date();
    await run(failedAt);
    await run(new Date(failedAt.getTime() + 60_000));

    const failing = await subscriptionOf(member.id);
    expect(failing).toMatchObject({ status: 'past_due', attempts: 1 });
    expect(failing.nextAttempt.getTime()).toBe(failing.failedAt.getTime() + DAY);
    expect(await chargeCount(member.id)).toBe(charges);
    expect((await office.api.get('/user/me', member.token)).body.subscribedUser).toBe(true);
    const failedMails = await mailsTo(member.email, /payment failed$/);
    expect(failedMails).toHaveLength(1);
    expect(failedMails[0].text).toMatch(/access continues/);
    expect(failedMails[0].text).toContain('/profile#billing');

    // Staff see it: the list of failing payments and the member's billing.
    const support = await addStaff(office, 'support');
    const listed = await office.api.get('/billing/dunning', support.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toContainEqual(
      expect.objectContaining({
        userId: member.id,
        email: member.email,
        nextAttempt: failing.nextAttempt.toISOString(),
      }),
    );
    const billing = await office.api.get(`/user/${member.id}/billing`, support.token);
    expect(billing.body).toMatchObject({
      pastDue: true,
      failing: { since: failing.failedAt.toISOString(), nextAttempt: failing.nextAttempt.toISOString() },
    });

    const firstRetry = new Date(failing.nextAttempt.getTime() + 60_000);
    await run(firstRetry);
    await run(new Date(firstRetry.getTime() + 60_000));
    const lastChance = await subscriptionOf(member.id);
    expect(lastChance).toMatchObject({ status: 'past_due', attempts: 2 });
    expect(lastChance.nextAttempt.getTime()).toBe(failing.failedAt.getTime() + 2 * DAY);
    const lastChanceMails = await mailsTo(member.email, /last payment attempt tomorrow/);
    expect(lastChanceMails).toHaveLength(1);
    expect(lastChanceMails[0].text).toContain('/profile#billing');
    expect(await chargeCount(member.id)).toBe(charges);

    await run(new Date(lastChance.nextAttempt.getTime() + 60_000));
    expect(await subscriptionOf(member.id)).toMatchObject({ status: 'canceled', attempts: 3, nextAttempt: null });
    expect(await chargeCount(member.id)).toBe(charges);
    expect((await office.api.get('/user/me', member.token)).body.subscribedUser).toBe(false);
    expect((await office.api.get('/billing/dunning', support.token)).body).not.toContainEqual(
      expect.objectContaining({ userId: member.id }),
    );
    expect(await mailsTo(member.email, /payment/)).toHaveLength(2);
  });

  it('charges the renewal at once when the member updates the card, as a renewal with its receipt', async () => {
    const member = await memberDueForRenewal(CARDS.laterDeclined);
    await run(new Date());
    const charges = await chargeCount(member.id);
    expect((await subscriptionOf(member.id)).status).toBe('past_due');

    // A card that declines too is kept, and the member told the payment failed.
    const declined = await updateCard(member.token, CARDS.laterDeclined);
    expect(declined.status).toBe(402);
    expect(declined.body.message).toMatch(/new card is saved, but the payment with it was declined/);
    expect(await chargeCount(member.id)).toBe(charges);

    const updated = await updateCard(member.token, CARDS.paid);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      message: 'Card Updated and Payment Made Successfully',
      card: { brand: 'visa', last4: '4242' },
      status: 'active',
    });
    expect(await subscriptionOf(member.id)).toMatchObject({ status: 'active', attempts: 0, nextAttempt: null });
    expect(await chargeCount(member.id)).toBe(charges + 1);
    const billing = (await office.api.get('/user/billing', member.token)).body;
    expect(billing.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(billing.charges[0]).toMatchObject({ kind: 'payment', card: { brand: 'visa', last4: '4242' } });
    expect(billing.nextChargeAt).not.toBe(member.periodEnd.toISOString());
    expect((await office.server.outbox.latest(member.email)).subject).toMatch(/receipt/);
  });
});

describe('the member updates their card', () => {
  it('puts the new card on file for the next renewals, and refuses a card that is not theirs', async () => {
    const member = await memberDueForRenewal(CARDS.paid);
    const other = await memberDueForRenewal(CARDS.paid);
    expect((await office.api.get('/user/billing', member.token)).body.card).toEqual({ brand: 'visa', last4: '4242' });

    const setup = await office.api.post('/user/billing/card', {}, other.token);
    const othersCard = await office.api.post(
      '/payments/local/confirm-setup',
      { clientSecret: setup.body.clientSecret, card: card(CARDS.otherPaid) },
      other.token,
    );
    const stolen = await office.api.put(
      '/user/billing/card',
      { paymentMethodId: othersCard.body.paymentMethodId },
      member.token,
    );
    expect(stolen.status).toBe(400);
    const unknownSetup = await office.api.post(
      '/payments/local/confirm-setup',
      { clientSecret: setup.body.clientSecret, card: card(CARDS.paid) },
      member.token,
    );
    expect(unknownSetup.status).toBe(404);
    const mine = await office.api.post('/user/billing/card', {}, member.token);
    const declinedCard = await office.api.post(
      '/payments/local/confirm-setup',
      { clientSecret: mine.body.clientSecret, card: card(CARDS.declined) },
      member.token,
    );
    expect(declinedCard.status).toBe(402);

    const updated = await updateCard(member.token, CARDS.otherPaid);
    expect(updated.body).toEqual({
      message: 'Card Updated Successfully',
      card: { brand: 'mastercard', last4: '4444' },
      status: 'active',
    });
    const charges = await chargeCount(member.id);
    await run(new Date());
    expect(await chargeCount(member.id)).toBe(charges + 1);
    const billing = (await office.api.get('/user/billing', member.token)).body;
    expect(billing.card).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(billing.charges[0].card).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('is refused without a running paid membership, and Stripe billing is refused on the local gateway', async () => {
    const { token } = await newMemberToken(office.api, office.server.outbox);
    expect((await office.api.post('/user/billing/card', {}, token)).status).toBe(400);
    expect((await office.api.post('/user/billing/portal', {}, token)).status).toBe(404);
  });
});
