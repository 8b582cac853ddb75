import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';
import { buyLocally, newMemberToken, userId } from './helpers/payments.js';

/**
 * The API of plans, offers and receipts as an outside client calls it, each call in turn: the paths,
 * bodies and field names promised to other clients (docs/API.md), not only those the app's screens use.
 */
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => office.server.close());

const DAY = 86_400_000;

async function newMember() {
  const member = await newMemberToken(office.api, office.server.outbox);
  return { ...member, id: await userId(office.api, member.token) };
}

const subscriptionCount = async (id: number) =>
  (await office.server.db.query('select count(*)::int as n from subscriptions where user_id = $1', [id])).rows[0].n;

const auditCount = async (resource: string, userId: number) =>
  (
    await office.server.db.query('select count(*)::int as n from audit_log where resource = $1 and parent_id = $2', [
      resource,
      userId,
    ])
  ).rows[0].n;

let defaultId: number;
let annualId: number;

describe('GET plans (any caller)', () => {
  it('lists the active plans, the default plan (4999, month) first, the same for anonymous callers and members', async () => {
    const { api, staff, member } = office;
    const annual = await api.post(
      '/plans',
      { name: 'Annual', amountCents: 19999, interval: 'year', trialDays: 7, features: ['Two months free'] },
      staff,
    );
    expect(annual.status).toBe(201);
    annualId = annual.body.id;
    const hidden = await api.post(
      '/plans',
      { name: 'Hidden', amountCents: 999, interval: 'month', active: false },
      staff,
    );
    const anonymous = await api.get('/plans');
    expect(anonymous.status).toBe(200);
    const [first, second] = anonymous.body;
    expect(first).toMatchObject({ name: 'Monthly Membership', interval: 'month', amountCents: 4999, currency: 'usd' });
    expect(first).toEqual(
      expect.objectContaining({ id: expect.any(Number), trialDays: 0, features: expect.any(Array) }),
    );
    expect(second).toMatchObject({ id: annualId, interval: 'year', amountCents: 19999, trialDays: 7 });
    expect(anonymous.body).toHaveLength(2);
    defaultId = first.id;

    // The default stays first whatever order staff give the others.
    await api.patch(`/plans/${defaultId}`, { displayOrder: 9 }, staff);
    expect((await api.get('/plans', member)).body.map((p: { id: number }) => p.id)).toEqual([defaultId, annualId]);

    const asStaff = (await api.get('/plans', staff)).body;
    expect(asStaff.map((p: { id: number }) => p.id)).toContain(hidden.body.id);
    expect(asStaff[0]).toHaveProperty('members');
  });
});

describe('POST user/create/subscription {planId?, code?, seats?}', () => {
  it('buys the default plan without a body', async () => {
    const buyer = await newMember();
    const created = await office.api.post('/user/create/subscription', undefined, buyer.token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ clientSecret: expect.any(String), provider: 'local', amountCents: 4999 });
    const rows = await office.server.db.query('select plan_id from subscriptions where user_id = $1', [buyer.id]);
    expect(rows.rows).toEqual([{ plan_id: defaultId }]);
  });

  it('refuses a wrong, used-up, expired or inapplicable code with 400 saying why, and creates nothing', async () => {
    const { api, staff, server } = office;
    const expired = await api.post('/offers', { code: 'GONE', percentOff: 10, duration: 'once' }, staff);
    await server.db.query(
      `update offers set starts_at = now() - interval '2 days', ends_at = now() - interval '1 day' where id = $1`,
      [expired.body.id],
    );
    await api.post('/offers', { code: 'ANNUALONLY', percentOff: 10, duration: 'once', planIds: [annualId] }, staff);
    await api.post('/offers', { code: 'ONLYONE', percentOff: 10, duration: 'once', maxRedemptions: 1 }, staff);
    const first = await newMember();
    expect((await buyLocally(api, first.token, { code: 'onlyone' })).attached?.status).toBe(200);

    const buyer = await newMember();
    for (const [code, why] of [
      ['NOSUCHCODE', 'does not exist'],
      ['ONLYONE', 'used up'],
      ['GONE', 'expired'],
      ['ANNUALONLY', 'does not apply'],
    ]) {
      const refused = await api.post('/user/create/subscription', { code }, buyer.token);
      expect(refused.status, code).toBe(400);
      expect(refused.body.message, code).toContain(why);
    }
    expect(await subscriptionCount(buyer.id)).toBe(0);
  });

  it('applies a code', async () => {
    await office.api.post('/offers', { code: 'HALF', percentOff: 50, duration: 'once' }, office.staff);
    const buyer = await newMember();
    const created = await office.api.post('/user/create/subscription', { code: 'half' }, buyer.token);
    expect(created.body).toMatchObject({ amountCents: 2499, discountCents: 2500 });
  });
});

describe('POST offers/check {code, planId} (member)', () => {
  it('answers the first charge with the code, or 400 saying why', async () => {
    const { api } = office;
    const checker = await newMember();
    const checked = await api.post('/offers/check', { code: 'half', planId: annualId }, checker.token);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      planId: annualId,
      amountCents: 9999,
      discountCents: 10000,
      message: expect.any(String),
    });
    const refused = await api.post('/offers/check', { code: 'ANNUALONLY', planId: defaultId }, checker.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('does not apply');
    expect((await api.post('/offers/check', { code: 'half', planId: annualId })).status).toBe(401);
  });
});

describe('GET user/billing and GET user/receipts/{chargeId}', () => {
  it('answers the plan, status, next charge and every charge; the receipt as a PDF; another member’s is 404', async () => {
    const { api } = office;
    const payer = await newMember();
    await buyLocally(api, payer.token, { code: 'half' });
    const billing = await api.get('/user/billing', payer.token);
    expect(billing.body).toMatchObject({
      plan: { id: defaultId, amountCents: 4999 },
      status: 'active',
      comped: false,
      nextChargeAt: expect.any(String),
      nextChargeCents: expect.any(Number),
    });
    expect(new Date(billing.body.nextChargeAt).getTime()).toBeGreaterThan(Date.now());
    const [charge] = billing.body.charges;
    expect(charge).toMatchObject({
      id: expect.any(Number),
      at: expect.any(String),
      amountCents: 2499,
      discountCents: 2500,
      refundedCents: 0,
      receiptNumber: expect.stringMatching(/^R-\d{6}$/),
    });

    const receipt = await fetch(`${office.server.url}/api/user/receipts/${charge.id}`, {
      headers: { authorization: `Bearer ${payer.token}` },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await receipt.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const other = await newMember();
    const foreign = await api.get(`/user/receipts/${charge.id}`, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toEqual(expect.any(String));
  });
});

describe('staff GET offers, POST offers, PATCH offers/{id}', () => {
  it('lists offers with their redemptions and refuses bad values with 400 naming the field', async () => {
    const { api, staff, member } = office;
    expect((await api.get('/offers', member)).status).toBe(403);
    const offers = (await api.get('/offers', staff)).body;
    expect(offers.find((o: { code: string }) => o.code === 'ONLYONE')).toMatchObject({ redemptions: 1 });

    for (const [body, field] of [
      [{ code: 'BAD1', percentOff: 120, duration: 'once' }, 'percentOff'],
      [{ code: 'BAD2', amountOffCents: 0, duration: 'once' }, 'amountOffCents'],
      [{ code: 'BAD3', percentOff: 10, duration: 'sometimes' }, 'duration'],
      [{ code: 'BAD4', percentOff: 10, duration: 'repeating' }, 'durationMonths'],
      [{ code: 'BAD5', percentOff: 10, duration: 'once', maxRedemptions: 0 }, 'maxRedemptions'],
      [{ code: 'BAD6', percentOff: 10, duration: 'once', planIds: [999_999] }, 'planIds'],
      [{ code: 'BAD7', percentOff: 10, duration: 'once', startsAt: '2030-01-02', endsAt: '2030-01-01' }, 'endsAt'],
      [{ code: 'BAD8', percentOff: 10, duration: 'once', firstTimeOnly: 'maybe' }, 'firstTimeOnly'],
    ] as const) {
      const refused = await api.post('/offers', body, staff);
      expect(refused.status, body.code).toBe(400);
      expect(refused.body.message, body.code).toMatch(new RegExp(`^${field}`));
    }

    const made = await api.post(
      '/offers',
      {
        code: 'TENOFF',
        amountOffCents: 1000,
        duration: 'repeating',
        durationMonths: 3,
        planIds: [defaultId],
        maxRedemptions: 5,
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + DAY).toISOString(),
        firstTimeOnly: true,
      },
      staff,
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: 'TENOFF', amountOffCents: 1000, redemptions: 0 });
    const changed = await api.patch(`/offers/${made.body.id}`, { amountOffCents: 1500 }, staff);
    expect(changed.body).toMatchObject({ amountOffCents: 1500 });
    const refused = await api.patch(`/offers/${made.body.id}`, { maxRedemptions: -1 }, staff);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^maxRedemptions/);
  });
});

describe('staff POST user/{id}/comp, DELETE user/{id}/comp; POST charges/{id}/refund', () => {
  it('gives a comped membership without a card, then ends it, both audited and mailed', async () => {
    const { api, staff, server } = office;
    const guest = await newMember();
    const given = await api.post(`/user/${guest.id}/comp`, { months: 2 }, staff);
    expect(given.status).toBe(201);
    expect((await api.get('/user/me', guest.token)).body.subscribedUser).toBe(true);
    expect((await api.get('/user/billing', guest.token)).body).toMatchObject({
      comped: true,
      status: 'active',
      nextChargeAt: null,
      nextChargeCents: null,
      charges: [],
    });
    expect((await server.outbox.latest(guest.email)).subject).toBe('You have a free Poker membership');

    expect((await api.delete(`/user/${guest.id}/comp`, staff)).status).toBe(200);
    expect((await api.get('/user/billing', guest.token)).body.comped).toBe(false);
    expect((await server.outbox.latest(guest.email)).subject).toBe('Your free Poker membership has ended');
    expect(await auditCount('subscriptions', guest.id)).toBe(2);

    const forever = await api.post(`/user/${guest.id}/comp`, { forever: true }, staff);
    expect(forever.status).toBe(201);
    expect((await api.post(`/user/${guest.id}/comp`, {}, staff)).status).toBe(400);
  });

  it('refunds never above what was paid (400), audited and mailed', async () => {
    const { api, staff, server } = office;
    const payer = await newMember();
    await buyLocally(api, payer.token);
    const [charge] = (await api.get('/user/billing', payer.token)).body.charges;
    expect(charge.amountCents).toBe(4999);

    const tooMuch = await api.post(`/charges/${charge.id}/refund`, { amountCents: 5000 }, staff);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ field: 'amountCents' });
    expect((await api.post(`/charges/${charge.id}/refund`, {}, payer.token)).status).toBe(403);

    const part = await api.post(`/charges/${charge.id}/refund`, { amountCents: 1000 }, staff);
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ amountCents: 1000, refundOf: charge.id });
    expect((await server.outbox.latest(payer.email)).subject).toBe(
      `Your Poker membership refund ${part.body.receiptNumber}`,
    );
    expect(await auditCount('charges', payer.id)).toBe(1);
    const rest = await api.post(`/charges/${charge.id}/refund`, { amountCents: 4000 }, staff);
    expect(rest.status).toBe(400);
    const [, paid] = (await api.get('/user/billing', payer.token)).body.charges;
    expect(paid).toMatchObject({ id: charge.id, refundedCents: 1000 });
  });
});
