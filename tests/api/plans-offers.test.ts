import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';
import { buyLocally, card, CARDS, newMemberToken, userId } from './helpers/payments.js';
import { pdfText } from './helpers/pdf-text.js';
import { addStaff } from './helpers/staff-team.js';

/** Plans as data, offers that discount and the billing history, on the local gateway (docs/API.md#plans-and-offers). */
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => office.server.close());

const DAY = 86_400_000;
const annual = {
  name: 'Annual Membership',
  amountCents: 19999,
  interval: 'year',
  features: ['Two months free'],
  displayOrder: 1,
};
const blackFriday = (planId: number, extra: Record<string, unknown> = {}) => ({
  code: 'blackfriday',
  description: 'Black Friday: 40% off your first year',
  percentOff: 40,
  duration: 'repeating',
  durationMonths: 12,
  planIds: [planId],
  maxRedemptions: 2,
  endsAt: new Date(Date.now() + 3 * DAY).toISOString(),
  ...extra,
});

async function newMember() {
  const member = await newMemberToken(office.api, office.server.outbox);
  return { ...member, id: await userId(office.api, member.token) };
}

const buy = (token: string, body: { planId?: number; code?: string }) => buyLocally(office.api, token, body);

const subscriptionsOf = async (id: number) =>
  (await office.server.db.query('select status from subscriptions where user_id = $1', [id])).rows;

let annualId: number;

describe('plans', () => {
  it('offers the seeded monthly plan alone until staff add another', async () => {
    const plans = await office.api.get('/plans');
    expect(plans.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Monthly Membership',
        amountCents: 4999,
        currency: 'usd',
        interval: 'month',
        intervalCount: 1,
        trialDays: 0,
        features: expect.arrayContaining(['No contract', 'Cancel any time']),
        isDefault: true,
      },
    ]);
  });

  it('lets admins alone add a plan, refusing bad input by field', async () => {
    const { api, staff } = office;
    const editor = await addStaff(office, 'editor');
    expect((await api.post('/plans', annual, editor.token)).status).toBe(403);
    for (const [change, field] of [
      [{ amountCents: -1 }, 'amountCents'],
      [{ amountCents: 49.5 }, 'amountCents'],
      [{ interval: 'week' }, 'interval'],
      [{ trialDays: 400 }, 'trialDays'],
      [{ name: '' }, 'name'],
    ] as const) {
      const refused = await api.post('/plans', { ...annual, ...change }, staff);
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.message).toMatch(new RegExp(`^${field}`));
    }
    const added = await api.post('/plans', annual, staff);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ...annual, members: 0, active: true, message: 'Plan Added Successfully' });
    annualId = added.body.id;
    expect((await api.get('/plans')).body.map((plan: { name: string }) => plan.name)).toEqual([
      'Monthly Membership',
      'Annual Membership',
    ]);
  });

  it('keeps the default plan offered and undeletable', async () => {
    const { api, staff } = office;
    const [monthly] = (await api.get('/plans')).body;
    const off = await api.patch(`/plans/${monthly.id}`, { active: false }, staff);
    expect(off.status).toBe(409);
    expect((await api.delete(`/plans/${monthly.id}`, staff)).status).toBe(409);
    expect((await api.get('/plans')).body).toHaveLength(2);
  });
});

describe('offers', () => {
  it('refuses impossible terms, each naming its field, and a taken code', async () => {
    const { api, staff } = office;
    for (const [change, field] of [
      [{ percentOff: 0 }, 'percentOff'],
      [{ percentOff: 101 }, 'percentOff'],
      [{ percentOff: null }, 'percentOff'],
      [{ amountOffCents: 500 }, 'amountOffCents'],
      [{ durationMonths: null }, 'durationMonths'],
      [{ duration: 'once' }, 'durationMonths'],
      [{ startsAt: '2030-01-02', endsAt: '2030-01-01' }, 'endsAt'],
      [{ code: 'a b' }, 'code'],
      [{ planIds: [999_999] }, 'planIds'],
    ] as const) {
      const refused = await api.post('/offers', blackFriday(annualId, change), staff);
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.message, JSON.stringify(change)).toMatch(new RegExp(`^${field}`));
    }
    expect((await api.get('/offers', staff)).body).toEqual([]);
    const added = await api.post('/offers', blackFriday(annualId), staff);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ code: 'BLACKFRIDAY', redemptions: 0, revenue: 0 });
    const taken = await api.post('/offers', blackFriday(annualId, { code: 'BlackFriday' }), staff);
    expect(taken.status).toBe(409);
    // The field too, so the staff form shows it under Code.
    expect(taken.body).toEqual({ message: 'code: An offer with the code BLACKFRIDAY already exists', field: 'code' });
  });

  it('shows a member the price before and after, and names why a code is refused', async () => {
    const { api, staff } = office;
    const member = await newMember();
    const check = (code: string, planId?: number) => api.post('/offers/check', { code, planId }, member.token);
    const preview = await check('blackfriday', annualId);
    expect(preview.body).toEqual({
      code: 'BLACKFRIDAY',
      planId: annualId,
      description: 'Black Friday: 40% off your first year',
      message: '40% off the first 12 months',
      amountCents: 11999,
      discountCents: 8000,
      currency: 'usd',
    });
    const monthly = await check('BLACKFRIDAY');
    expect(monthly).toMatchObject({
      status: 400,
      body: { message: 'The code BLACKFRIDAY does not apply to the Monthly Membership plan.' },
    });
    expect((await check('NOPE')).body).toEqual({
      message: 'The code NOPE does not exist.',
    });
    await api.post('/offers', { code: 'LATER', percentOff: 10, duration: 'once', startsAt: '2099-01-01' }, staff);
    expect((await check('later')).body.message).toBe('The code LATER can be used from 1 Jan 2099.');
    const ended = await api.post('/offers', { code: 'ENDED', amountOffCents: 500, duration: 'forever' }, staff);
    await office.server.db.query(`update offers set starts_at = $2, ends_at = $3 where id = $1`, [
      ended.body.id,
      new Date(Date.now() - 2 * DAY),
      new Date(Date.now() - DAY),
    ]);
    expect((await check('ended')).body.message).toMatch(/^The code ENDED expired on /);
    // A refused code creates nothing.
    const refused = await api.post('/user/create/subscription', { planId: annualId, code: 'ended' }, member.token);
    expect(refused.status).toBe(400);
    expect(await subscriptionsOf(member.id)).toEqual([]);
  });

  it('charges the discounted price, records it with its receipt, and mails the receipt', async () => {
    const { api, server } = office;
    const member = await newMember();
    const { created, attached } = await buy(member.token, { planId: annualId, code: 'BlackFriday' });
    expect(created.body).toMatchObject({ amountCents: 11999, discountCents: 8000, currency: 'usd' });
    expect(attached!.body.subscribedUser).toBe(true);

    const billing = await api.get('/user/billing', member.token);
    expect(billing.body.plan).toMatchObject({ id: annualId, amountCents: 19999, interval: 'year' });
    // The discount lasts 12 months: the renewal a year on is at the full price.
    expect(billing.body.nextChargeCents).toBe(19999);
    expect(new Date(billing.body.nextChargeAt).getTime() - Date.now()).toBeGreaterThan(360 * DAY);
    const [charge] = billing.body.charges;
    expect(billing.body.charges).toHaveLength(1);
    expect(charge).toMatchObject({
      kind: 'payment',
      amountCents: 11999,
      discountCents: 8000,
      discountLabel: 'BLACKFRIDAY (40% off the first 12 months)',
      card: { brand: 'visa', last4: '4242' },
      receiptNumber: expect.stringMatching(/^R-\d{6}$/),
      description: expect.stringMatching(/^Annual Membership, /),
    });

    const receipt = await fetch(`${server.url}${charge.receipt}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await receipt.arrayBuffer()));
    expect(text).toContain(charge.receiptNumber);
    expect(text).toContain('BLACKFRIDAY (40% off the first 12 months)');
    expect(text).toContain('-$80.00');
    expect(text).toContain('$119.99');

    const other = await newMember();
    const foreign = await fetch(`${server.url}${charge.receipt}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.status).toBe(404);

    const mail = await server.outbox.latest(member.email);
    expect(mail.subject).toBe(`Your Poker membership receipt ${charge.receiptNumber}`);
  });

  it('counts each member once and refuses the code once used up, charging nothing', async () => {
    const { api, staff } = office;
    const first = await newMember();
    // The member who already redeemed it cannot again; used up after the second member.
    const second = await newMember();
    expect((await buy(second.token, { planId: annualId, code: 'BLACKFRIDAY' })).attached?.body.subscribedUser).toBe(
      true,
    );
    const usedUp = await api.post('/user/create/subscription', { planId: annualId, code: 'BLACKFRIDAY' }, first.token);
    expect(usedUp).toMatchObject({ status: 400, body: { message: 'The code BLACKFRIDAY has been used up.' } });
    expect(await subscriptionsOf(first.id)).toEqual([]);
    const [offer] = (await api.get('/offers?q=BLACKFRIDAY', staff)).body;
    expect(offer).toMatchObject({ redemptions: 2, revenue: 2 * 11999 });
  });

  it('gives the last redemption to one of two members paying at once', async () => {
    const { api, staff } = office;
    await api.post('/offers', { code: 'LASTONE', percentOff: 50, duration: 'once', maxRedemptions: 1 }, staff);
    const members = [await newMember(), await newMember()];
    const started = await Promise.all(
      members.map((m) => api.post('/user/create/subscription', { code: 'LASTONE' }, m.token)),
    );
    // Half of 49.99, rounded as Stripe rounds a percent off: 25.00 off, 24.99 due.
    expect(started.map((s) => s.body.amountCents)).toEqual([2499, 2499]);
    const confirmed = await Promise.all(
      members.map((m, i) =>
        api.post(
          '/payments/local/confirm',
          { clientSecret: started[i].body.clientSecret, card: card(CARDS.paid) },
          m.token,
        ),
      ),
    );
    expect(confirmed.map((c) => c.status).sort()).toEqual([200, 409]);
    expect(confirmed.find((c) => c.status === 409)!.body.message).toBe('The code LASTONE has been used up.');
    const charged = await Promise.all(members.map(async (m) => (await api.get('/user/billing', m.token)).body.charges));
    expect(charged.map((list) => list.length).sort()).toEqual([0, 1]);
  });

  it('keeps a member at the price they bought when staff change it, and refuses deleting a plan bought', async () => {
    const { api, staff } = office;
    const member = await newMember();
    await buy(member.token, { planId: annualId });
    const etag = (await api.get(`/plans/${annualId}`, staff)).headers.get('etag')!;
    const repriced = await api.patch(`/plans/${annualId}`, { amountCents: 24999 }, staff);
    // A PATCH changes what it names and nothing else.
    expect(repriced.body).toMatchObject({
      amountCents: 24999,
      features: ['Two months free'],
      message: 'Plan Update Successfully',
    });
    expect(repriced.body.members).toBeGreaterThanOrEqual(3);
    expect(etag).not.toBe(repriced.headers.get('etag'));
    expect((await api.get('/user/billing', member.token)).body.nextChargeCents).toBe(19999);
    const newcomer = await newMember();
    expect((await api.post('/user/create/subscription', { planId: annualId }, newcomer.token)).body.amountCents).toBe(
      24999,
    );
    const deleted = await api.delete(`/plans/${annualId}`, staff);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toMatch(/deactivate it instead/);
    expect((await api.patch(`/plans/${annualId}`, { active: false }, staff)).status).toBe(200);
    expect((await api.post('/user/create/subscription', { planId: annualId }, (await newMember()).token)).status).toBe(
      409,
    );
  });
});

describe('refunds and free memberships (staff)', () => {
  it('refunds part then the rest of a charge, never more than is left, audited and mailed', async () => {
    const { api, staff } = office;
    const member = await newMember();
    await buy(member.token, {});
    const [charge] = (await api.get('/user/billing', member.token)).body.charges;
    const support = await addStaff(office, 'support');
    expect((await api.get(`/user/${member.id}/billing`, support.token)).status).toBe(200);
    expect((await api.post(`/charges/${charge.id}/refund`, {}, support.token)).status).toBe(403);

    const tooMuch = await api.post(`/charges/${charge.id}/refund`, { amountCents: 5000 }, staff);
    expect(tooMuch).toMatchObject({
      status: 400,
      body: {
        message: 'amountCents: A refund cannot be more than the USD 49.99 left of this charge',
        field: 'amountCents',
      },
    });
    const part = await api.post(`/charges/${charge.id}/refund`, { amountCents: 1000 }, staff);
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ kind: 'refund', amountCents: 1000, message: 'Refund Made Successfully' });
    expect((await office.server.outbox.latest(member.email)).subject).toBe(
      `Your Poker membership refund ${part.body.receiptNumber}`,
    );
    // Two refunds of the rest at once: one of them finds nothing left.
    const rest = await Promise.all([1, 2].map(() => api.post(`/charges/${charge.id}/refund`, {}, staff)));
    expect(rest.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(rest.find((r) => r.status === 201)!.body.amountCents).toBe(3999);
    const history = (await api.get(`/user/${member.id}/billing`, staff)).body.charges;
    expect(history.map((c: { kind: string; amountCents: number }) => [c.kind, c.amountCents])).toEqual([
      ['refund', 3999],
      ['refund', 1000],
      ['payment', 4999],
    ]);
    const audit = await office.server.db.query(
      `select count(*)::int as n from audit_log where resource = 'charges' and parent_id = $1`,
      [String(member.id)],
    );
    expect(audit.rows[0].n).toBe(2);
    // A charge that does not exist.
    expect((await api.post('/charges/999999/refund', {}, staff)).status).toBe(404);
  });

  it('says on a payment how much was refunded of it, and on a refund which payment it gave back', async () => {
    const { api, staff } = office;
    const member = await newMember();
    await buy(member.token, {});
    const [payment] = (await api.get('/user/billing', member.token)).body.charges;
    const refundOf = (body: object) => api.post(`/charges/${payment.id}/refund`, body, staff);
    const paymentSeen = async () =>
      (await api.get(`/user/${member.id}/billing`, staff)).body.charges.find(
        (c: { id: number }) => c.id === payment.id,
      );
    expect(payment).toMatchObject({ kind: 'payment', amountCents: 4999, refundedCents: 0, refundOf: null });

    const part = await refundOf({ amountCents: 1000 });
    expect(part).toMatchObject({
      status: 201,
      body: { kind: 'refund', amountCents: 1000, refundedCents: null, refundOf: payment.id },
    });
    expect(await paymentSeen()).toMatchObject({ refundedCents: 1000 });
    const rest = await refundOf({});
    expect(rest).toMatchObject({ status: 201, body: { amountCents: 3999, refundOf: payment.id } });
    expect(await paymentSeen()).toMatchObject({ refundedCents: 4999 });
    expect(await refundOf({ amountCents: 1 })).toMatchObject({
      status: 409,
      body: { message: 'This charge has been refunded in full.' },
    });
    // The member's own history says the same.
    const mine = (await api.get('/user/billing', member.token)).body.charges;
    expect(
      mine.map((c: { kind: string; refundedCents: number | null; refundOf: number | null }) => [
        c.kind,
        c.refundedCents,
        c.refundOf,
      ]),
    ).toEqual([
      ['refund', null, payment.id],
      ['refund', null, payment.id],
      ['payment', 4999, null],
    ]);
  });

  it('gives a free membership with access and no charge, shows it comped, and revokes it', async () => {
    const { api, staff } = office;
    const member = await newMember();
    expect((await api.post(`/user/${member.id}/comp`, { months: 0 }, staff)).status).toBe(400);
    const given = await api.post(`/user/${member.id}/comp`, { months: 3 }, staff);
    expect(given).toMatchObject({ status: 201, body: { message: 'Free Membership Given Successfully' } });
    expect((await api.get('/user/me', member.token)).body.subscribedUser).toBe(true);
    expect((await api.get('/lectures', member.token)).status).toBe(200);
    const seen = (await api.get(`/user/${member.id}/billing`, staff)).body;
    expect(seen.compedUntil).toBeTruthy();
    expect(seen.charges).toEqual([]);
    expect(seen.nextChargeAt).toBeNull();
    expect((await api.post(`/user/${member.id}/comp`, { forever: true }, staff)).status).toBe(409);
    // A paying member is not comped over their membership.
    const paying = await newMember();
    await buy(paying.token, {});
    expect((await api.post(`/user/${paying.id}/comp`, { forever: true }, staff)).body.message).toBe(
      'This member pays for a membership: cancel it before giving a free one.',
    );

    expect((await api.delete(`/user/${member.id}/comp`, staff)).body.message).toBe(
      'Free Membership Ended Successfully',
    );
    expect((await api.get('/lectures', member.token)).status).toBe(403);
    expect((await api.delete(`/user/${member.id}/comp`, staff)).status).toBe(404);
  });
});

describe('trials', () => {
  let trialPlan: number;
  const periodEnd = async (id: number) =>
    (
      await office.server.db.query<{ end: Date; status: string }>(
        `select current_period_end as "end", status from subscriptions where user_id = $1 and status in ('active', 'trialing')`,
        [id],
      )
    ).rows[0];

  it('takes the card, charges nothing, reminds three days before, then converts with the first charge', async () => {
    const { api, staff, server } = office;
    trialPlan = (
      await api.post('/plans', { name: 'Trial Monthly', amountCents: 2999, interval: 'month', trialDays: 7 }, staff)
    ).body.id;
    const member = await newMember();
    const { created, attached } = await buy(member.token, { planId: trialPlan });
    expect(created.body).toMatchObject({ trialDays: 7, amountCents: 2999 });
    expect(attached!.body.subscribedUser).toBe(true);
    const trial = await periodEnd(member.id);
    expect(trial.status).toBe('trialing');
    expect(trial.end.getTime() - Date.now()).toBeGreaterThan(6.9 * DAY);
    const billing = (await api.get('/user/billing', member.token)).body;
    expect(billing.charges).toEqual([]);
    expect(billing).toMatchObject({ nextChargeCents: 2999, nextChargeAt: trial.end.toISOString() });

    const { remindTrialsEnding } = await import('../../server/modules/payments/trial-reminders.js');
    const { renewLocalMemberships } = await import('../../server/modules/payments/local-renewals.js');
    expect(await remindTrialsEnding(server.deps, new Date())).toBe(0);
    await server.db.query(
      `update subscriptions set current_period_end = now() + interval '2 days' where user_id = $1`,
      [member.id],
    );
    const reminder = await server.outbox.nextTo(member.email, () => remindTrialsEnding(server.deps, new Date()));
    expect(reminder.subject).toBe('Your Poker membership trial ends in 3 days');
    expect(reminder.text).toContain('charged USD 29.99');
    expect(await remindTrialsEnding(server.deps, new Date())).toBe(0);

    await server.db.query(
      `update subscriptions set current_period_end = now() + interval '1 hour' where user_id = $1`,
      [member.id],
    );
    expect(await renewLocalMemberships(server.deps.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await periodEnd(member.id)).status).toBe('active');
    const [charge] = (await api.get('/user/billing', member.token)).body.charges;
    expect(charge).toMatchObject({ kind: 'payment', amountCents: 2999, card: { last4: '4242' } });
  });

  it('gives each member one trial, ever', async () => {
    const { api, server } = office;
    const member = await newMember();
    await buy(member.token, { planId: trialPlan });
    await server.db.query(`update subscriptions set status = 'canceled' where user_id = $1`, [member.id]);
    await server.db.query(`update users set subscribed_user = false where id = $1`, [member.id]);
    const again = await api.post('/user/create/subscription', { planId: trialPlan }, member.token);
    expect(again.body).toMatchObject({ trialDays: 0, amountCents: 2999 });
  });
});
