import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewLocalMemberships } from '../../server/modules/payments/local-renewals.js';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';
import type { Answer } from './helpers/client.js';
import { buyLocally, CARDS, newMemberToken, userId } from './helpers/payments.js';

/** A member moves a running membership to another plan, prorated (docs/API.md#plans-and-offers), on the local gateway. */
let office: BackOffice;
let monthlyId: number;
let annualId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0' });
  const { api, staff } = office;
  monthlyId = (await api.get('/plans')).body[0].id;
  annualId = (
    await api.post(
      '/plans',
      { name: 'Annual Membership', amountCents: 19999, interval: 'year', displayOrder: 1 },
      staff,
    )
  ).body.id;
});
afterAll(() => office.server.close());

async function member(plan: { planId?: number; code?: string; seats?: number } = {}, cardNumber = CARDS.paid) {
  const { token, email } = await newMemberToken(office.api, office.server.outbox);
  const bought = await buyLocally(office.api, token, plan, cardNumber);
  expect(bought.attached?.body.subscribedUser).toBe(true);
  return { token, email, id: await userId(office.api, token) };
}

const row = async (id: number) =>
  (
    await office.server.db.query<{
      planId: number;
      amount: number;
      interval: string;
      start: Date;
      end: Date;
      credit: number;
    }>(
      `select plan_id as "planId", amount_cents as amount, interval, current_period_start as "start",
              current_period_end as "end", credit_cents as credit
         from subscriptions where user_id = $1 and status in ('active', 'trialing')`,
      [id],
    )
  ).rows[0];

/** Puts the member about a quarter into their period: some three quarters of it are unused. */
async function quarterThrough(id: number): Promise<void> {
  const { start, end } = await row(id);
  const shift = Date.now() - (start.getTime() + (end.getTime() - start.getTime()) / 4);
  await office.server.db.query(
    `update subscriptions set current_period_start = current_period_start + $2 * interval '1 millisecond',
                              current_period_end = current_period_end + $2 * interval '1 millisecond'
       where user_id = $1`,
    [id, shift],
  );
}

/** The unused share of the member's period now, of `amount`: the credit a change gives. */
async function unusedShare(id: number, amount: number): Promise<number> {
  const { start, end } = await row(id);
  return Math.round((amount * (end.getTime() - Date.now())) / (end.getTime() - start.getTime()));
}

describe('changing plan', () => {
  it('moves a monthly member to the annual plan now, crediting the unused three quarters of the month', async () => {
    const { api, server } = office;
    const buyer = await member();
    await quarterThrough(buyer.id);

    const quote = await api.get(`/user/subscription/change?planId=${annualId}`, buyer.token);
    expect(quote.status).toBe(200);
    // To the cent: a few milliseconds pass between here and the server.
    const unused = await unusedShare(buyer.id, 4999);
    expect(unused).toBeGreaterThan(3500);
    expect(Math.abs(quote.body.credit - unused)).toBeLessThanOrEqual(1);
    expect(quote.body).toMatchObject({
      plan: { id: annualId, name: 'Annual Membership', amountCents: 19999, interval: 'year' },
      amountDue: 19999 - quote.body.credit,
      discount: 0,
      creditLeft: 0,
      currency: 'usd',
      nextChargeCents: 19999,
    });
    expect(new Date(quote.body.nextChargeAt).getTime() - Date.now()).toBeGreaterThan(364 * DAY);

    let changed!: Answer;
    const receipt = await server.outbox.nextTo(buyer.email, async () => {
      changed = await api.post('/user/subscription/change', { planId: annualId }, buyer.token);
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Plan Changed Successfully');
    expect(Math.abs(changed.body.amountDue - quote.body.amountDue)).toBeLessThanOrEqual(1);
    expect(receipt.subject).toMatch(/^Your Poker membership receipt R-\d{6}$/);

    expect(await row(buyer.id)).toMatchObject({ planId: annualId, amount: 19999, interval: 'year', credit: 0 });
    // Money moved at the member's hand: in their History, with them as the actor.
    const history = (await api.get(`/history/users/${buyer.id}`, office.staff)).body;
    expect(history.at(-1)).toMatchObject({
      actorEmail: buyer.email,
      resource: 'subscriptions',
      action: 'update',
      before: { planId: monthlyId, amountCents: 4999, interval: 'month' },
      after: { planId: annualId, amountCents: 19999, interval: 'year' },
    });
    const billing = (await api.get('/user/billing', buyer.token)).body;
    expect(billing.plan).toMatchObject({ id: annualId, interval: 'year' });
    expect(billing.nextChargeCents).toBe(19999);
    const [charge, first] = billing.charges;
    expect(first).toMatchObject({ amountCents: 4999 });
    expect(charge).toMatchObject({ kind: 'payment', amountCents: changed.body.amountDue, card: { last4: '4242' } });
    expect(charge.description).toMatch(/^Annual Membership, /);
    expect(charge.description).toContain(`less USD ${(changed.body.credit / 100).toFixed(2)} of unused time`);
    // Once changed, the same plan again is refused by field, and nothing more is charged.
    const again = await api.post('/user/subscription/change', { planId: annualId }, buyer.token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'You are already on this plan.', field: 'planId' });
    expect((await api.get('/user/billing', buyer.token)).body.charges).toHaveLength(2);
  });

  it('keeps what a change to a cheaper plan leaves as credit, and takes it off the renewals before the card', async () => {
    const { api, server } = office;
    const buyer = await member({ planId: annualId });
    const changed = await api.post('/user/subscription/change', { planId: monthlyId }, buyer.token);
    expect(changed.status).toBe(200);
    // Almost the whole year was unused: the month is paid from it and the rest is kept.
    expect(changed.body).toMatchObject({ amountDue: 0, nextChargeCents: 0 });
    expect(changed.body.credit).toBe(4999);
    expect(changed.body.creditLeft).toBeGreaterThan(14_990);
    const kept = await row(buyer.id);
    expect(kept).toMatchObject({ planId: monthlyId, amount: 4999, interval: 'month', credit: changed.body.creditLeft });

    await server.db.query(
      `update subscriptions set current_period_end = now() + interval '1 hour' where user_id = $1`,
      [buyer.id],
    );
    await renewLocalMemberships(server.deps.db, new Date());
    const [renewal] = (await api.get('/user/billing', buyer.token)).body.charges;
    expect(renewal).toMatchObject({
      amountCents: 0,
      description: expect.stringContaining('less USD 49.99 of unused time'),
    });
    expect((await row(buyer.id)).credit).toBe(changed.body.creditLeft - 4999);
  });

  it('keeps an offer for every plan on the new plan, with its discount on the charge', async () => {
    const { api, staff } = office;
    await api.post(
      '/offers',
      { code: 'LOYAL20', description: '20% off', percentOff: 20, duration: 'forever', planIds: [] },
      staff,
    );
    const buyer = await member({ code: 'LOYAL20' });
    const quote = (await api.get(`/user/subscription/change?planId=${annualId}`, buyer.token)).body;
    // 20 % off USD 199.99 is USD 40.00; the month just bought (USD 39.99 after its discount) is credited almost whole.
    expect(quote.discount).toBe(4000);
    expect(quote.credit).toBeGreaterThan(3990);
    expect(quote.amountDue).toBe(19999 - 4000 - quote.credit);
    expect(quote.nextChargeCents).toBe(15999);
  });

  it("moves every seat of a team: each is charged the new plan's price and credited its unused time", async () => {
    const { api } = office;
    const stable = await member({ seats: 3 });
    const quote = (await api.get(`/user/subscription/change?planId=${annualId}`, stable.token)).body;
    // Three seats of the month just bought are credited almost whole against three seats of the year.
    expect(quote.credit).toBeGreaterThan(3 * 4990);
    expect(quote.amountDue).toBe(3 * 19999 - quote.credit);
    expect(quote.nextChargeCents).toBe(3 * 19999);
  });

  it('changes a trial’s plan for nothing and keeps its end', async () => {
    const { api, staff } = office;
    const trialPlan = (
      await api.post('/plans', { name: 'Trial Monthly', amountCents: 2999, interval: 'month', trialDays: 7 }, staff)
    ).body.id;
    const buyer = await member({ planId: trialPlan });
    const before = await row(buyer.id);
    const changed = await api.post('/user/subscription/change', { planId: annualId }, buyer.token);
    expect(changed.body).toMatchObject({ amountDue: 0, credit: 0, nextChargeCents: 19999 });
    expect(changed.body.nextChargeAt).toBe(before.end.toISOString());
    expect(await row(buyer.id)).toMatchObject({ planId: annualId, interval: 'year', end: before.end });
    expect((await api.get('/user/billing', buyer.token)).body.charges).toEqual([]);
  });

  it('charges the difference to the card on file: one that declines it leaves the membership as it was', async () => {
    const { api } = office;
    const buyer = await member({}, CARDS.laterDeclined);
    const declined = await api.post('/user/subscription/change', { planId: annualId }, buyer.token);
    expect(declined).toMatchObject({ status: 402, body: { message: 'Your card was declined.' } });
    expect(await row(buyer.id)).toMatchObject({ planId: monthlyId, interval: 'month' });
    expect((await api.get('/user/billing', buyer.token)).body.charges).toHaveLength(1);
  });

  it('refuses, naming why, a change nobody can make, and changes nothing', async () => {
    const { api, staff, server } = office;
    const stranger = await newMemberToken(api, server.outbox);
    const none = await api.post('/user/subscription/change', { planId: annualId }, stranger.token);
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'You have no membership to change: select a plan first.' },
    });

    const buyer = await member();
    expect((await api.post('/user/subscription/change', {}, buyer.token)).status).toBe(400);
    expect((await api.get('/user/subscription/change?planId=abc', buyer.token)).status).toBe(400);
    expect((await api.post('/user/subscription/change', { planId: 999_999 }, buyer.token)).status).toBe(404);
    const retired = (
      await api.post('/plans', { name: 'Retired', amountCents: 999, interval: 'month', active: false }, staff)
    ).body.id;
    expect((await api.post('/user/subscription/change', { planId: retired }, buyer.token)).status).toBe(409);

    await server.db.query(`update subscriptions set status = 'past_due' where user_id = $1`, [buyer.id]);
    const failing = await api.post('/user/subscription/change', { planId: annualId }, buyer.token);
    expect(failing).toMatchObject({
      status: 409,
      body: { message: 'Your last payment failed: update your card before changing plan.' },
    });
    await server.db.query(`update subscriptions set status = 'active' where user_id = $1`, [buyer.id]);

    expect((await api.post('/user/cancel/subscription', {}, buyer.token)).status).toBe(200);
    const cancelling = await api.post('/user/subscription/change', { planId: annualId }, buyer.token);
    expect(cancelling).toMatchObject({
      status: 409,
      body: { message: 'Your membership ends with this period: it cannot change plan.' },
    });

    const comped = await newMemberToken(api, server.outbox);
    const compedId = await userId(api, comped.token);
    await api.post(`/user/${compedId}/comp`, { months: 3 }, staff);
    const free = await api.post('/user/subscription/change', { planId: annualId }, comped.token);
    expect(free).toMatchObject({ status: 409, body: { message: 'A free membership has no plan to change.' } });

    expect(await row(buyer.id)).toMatchObject({ planId: monthlyId, interval: 'month' });
    expect((await api.get('/user/billing', buyer.token)).body.charges).toHaveLength(1);
  });
});
