import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from './helpers/client.js';
import { newMemberToken, subscribedMemberToken } from './helpers/payments.js';
import { ADMIN, type TestServer, useTestServer } from './helpers/test-server.js';

/** The staff overview's figures equal what the tables say. */
let server: TestServer;
let api: ApiClient;
let staff: string;

useTestServer({}, async (started, client) => {
  server = started;
  api = client;
  staff = await signIn(api, ADMIN.email, ADMIN.password);
});

// A fortnight in the past, Monday 4 to Sunday 17 March 2024: nothing else the tests do falls in it.
const RANGE = '?from=2024-03-04&to=2024-03-17';
let counter = 0;

async function insertUser(createdAt: string, role: 'member' | 'admin' = 'member'): Promise<number> {
  counter += 1;
  const { rows } = await server.db.query(
    `insert into users (name, email, password_hash, role, is_verified, created_at) values ($1, $2, 'x', $3, true, $4) returning id`,
    [`Overview ${counter}`, `overview${counter}@example.com`, role, createdAt],
  );
  return rows[0].id;
}

async function insertLecture(name: string, lengthSeconds: number): Promise<number> {
  const { rows } = await server.db.query(
    `insert into lectures (name, course_id, category_id, video_key, length_seconds) values ($1, 1, 1, 'videos/x.mp4', $2) returning id`,
    [name, lengthSeconds],
  );
  return rows[0].id;
}

const watch = (userId: number, lectureId: number, seconds: number, at: string) =>
  server.db.query(`insert into watch_log (user_id, lecture_id, seconds, at) values ($1, $2, $3, $4)`, [
    userId,
    lectureId,
    seconds,
    at,
  ]);

async function insertSubscription(userId: number, startedAt: string, periodEnd: string): Promise<number> {
  const { rows } = await server.db.query(
    `insert into subscriptions (user_id, provider, provider_customer_id, provider_subscription_id, status,
       current_period_start, current_period_end, created_at, updated_at, plan_id, amount_cents, interval)
     select $1, 'local', 'cus', $2, 'active', $4, $3, $4, $4, id, price_cents, interval from plans where is_default
     returning id`,
    [userId, `sub_${userId}`, periodEnd, startedAt],
  );
  return rows[0].id;
}
const changeSubscription = (id: number, set: string, at: string) =>
  server.db.query(`update subscriptions set ${set}, updated_at = $2 where id = $1`, [id, at]);

describe('the overview for a range', () => {
  let watched: { l1: number; l2: number; l3: number };

  beforeAll(async () => {
    // Sign-ups: two in the first week (its last second included), one in the second, none of staff or outside.
    await insertUser('2024-03-04T00:00:00Z');
    await insertUser('2024-03-10T23:59:59Z');
    await insertUser('2024-03-11T00:00:00Z');
    await insertUser('2024-03-05T12:00:00Z', 'admin');
    await insertUser('2024-03-03T23:59:59Z');
    await insertUser('2024-03-18T00:00:00Z');

    const [m1, m2, m3, m4, m5] = await Promise.all([1, 2, 3, 4, 5].map(() => insertUser('2023-01-01T00:00:00Z')));
    const admin = await insertUser('2023-01-01T00:00:00Z', 'admin');
    watched = {
      l1: await insertLecture('Overview drop-off', 100),
      l2: await insertLecture('Overview finished', 200),
      l3: await insertLecture('Overview long', 7200),
    };
    const { l1, l2, l3 } = watched;
    await watch(m1, l1, 50, '2024-03-05T10:00:00Z');
    await watch(m1, l1, 45, '2024-03-16T10:00:00Z'); // m1 reaches 95 of 100: completed
    await watch(m2, l1, 30, '2024-03-12T10:00:00Z'); // m2 stops at 30
    await watch(m3, l1, 40, '2024-03-01T10:00:00Z'); // before the range, then on to 60 within it
    await watch(m3, l1, 20, '2024-03-15T10:00:00Z');
    await watch(m4, l1, 80, '2024-03-01T10:00:00Z'); // watched before the range only: no view
    await watch(m1, l2, 200, '2024-03-16T11:00:00Z');
    await watch(m5, l3, 5400, '2024-03-06T08:00:00Z'); // 1.5 h on the 6th, and nothing in the last 7 days
    await watch(m4, l3, 1800, '2024-03-06T23:59:59Z');
    await watch(admin, l1, 100, '2024-03-12T10:00:00Z'); // staff watching is not business
    await watch(admin, l3, 3600, '2024-03-06T09:00:00Z');
  });

  it('counts sign-ups per week (Monday weeks, UTC), members only', async () => {
    const answer = await api.get(`/overview${RANGE}`, staff);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ from: '2024-03-04', to: '2024-03-17', signUps: 3 });
    expect(answer.body.signUpsPerWeek).toEqual([
      { week: '2024-03-04', signUps: 2 },
      { week: '2024-03-11', signUps: 1 },
    ]);
  });

  it('counts watch hours per day and members active in the last 7 days of the range', async () => {
    const { body } = await api.get(`/overview${RANGE}`, staff);
    expect(body.watchHoursPerDay).toHaveLength(14);
    const hours = Object.fromEntries(
      body.watchHoursPerDay.map((day: { day: string; hours: number }) => [day.day, day.hours]),
    );
    expect(hours['2024-03-06']).toBe(2);
    expect(hours['2024-03-05']).toBe(0.01);
    expect(hours['2024-03-07']).toBe(0);
    // 50 + 45 + 30 + 20 + 200 + 5400 + 1800 seconds.
    expect(body.watchHours).toBe(Math.round((7545 / 3600) * 100) / 100);
    expect(body.activeMembers).toBe(3);
  });

  it('ranks lectures by viewers in the range with their completion rate at its end', async () => {
    const { body } = await api.get(`/overview${RANGE}`, staff);
    const mine = body.topLectures.filter((row: { lectureId: number }) =>
      Object.values(watched).includes(row.lectureId),
    );
    expect(mine).toEqual([
      { lectureId: watched.l1, name: 'Overview drop-off', views: 3, completions: 1, completionRate: 33.3 },
      { lectureId: watched.l3, name: 'Overview long', views: 2, completions: 0, completionRate: 0 },
      { lectureId: watched.l2, name: 'Overview finished', views: 1, completions: 1, completionRate: 100 },
    ]);
  });

  it("draws a lecture's drop-off: the share of the range's viewers still watching at every 5 %", async () => {
    const answer = await api.get(`/overview/drop-off/${watched.l1}${RANGE}`, staff);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      lectureId: watched.l1,
      name: 'Overview drop-off',
      lectureLength: 100,
      viewers: 3,
    });
    const points = answer.body.points as { percent: number; viewers: number; share: number }[];
    expect(points.map((point) => point.percent)).toEqual(Array.from({ length: 21 }, (_, i) => i * 5));
    const at = (percent: number) => points.find((point) => point.percent === percent)!;
    expect(at(0)).toEqual({ percent: 0, viewers: 3, share: 100 });
    expect(at(30)).toEqual({ percent: 30, viewers: 3, share: 100 });
    expect(at(35)).toEqual({ percent: 35, viewers: 2, share: 66.7 });
    expect(at(60)).toEqual({ percent: 60, viewers: 2, share: 66.7 });
    expect(at(65)).toEqual({ percent: 65, viewers: 1, share: 33.3 });
    expect(at(95)).toEqual({ percent: 95, viewers: 1, share: 33.3 });
    expect(at(100)).toEqual({ percent: 100, viewers: 0, share: 0 });

    const nobody = await api.get(`/overview/drop-off/${watched.l1}?from=2020-01-01&to=2020-01-31`, staff);
    expect(nobody.body.viewers).toBe(0);
    expect(nobody.body.points.every((point: { share: number }) => point.share === 0)).toBe(true);
    expect((await api.get(`/overview/drop-off/999999${RANGE}`, staff)).status).toBe(404);
  });

  it('counts cancellations in the range against the members paying at its start (churn)', async () => {
    const [a, b, c, d, e, f] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertUser('2023-06-01T00:00:00Z')));
    // a: paying since February, cancels in the range (access to its period end).
    const sa = await insertSubscription(a, '2024-02-01T00:00:00Z', '2024-03-20T00:00:00Z');
    await changeSubscription(sa, 'cancel_at_period_end = true', '2024-03-08T00:00:00Z');
    // b and f: paying throughout.
    await insertSubscription(b, '2024-02-10T00:00:00Z', '2024-03-31T00:00:00Z');
    await insertSubscription(f, '2024-01-01T00:00:00Z', '2024-04-01T00:00:00Z');
    // c: cancelled in February, its access ended on 1 March, before the range.
    const sc = await insertSubscription(c, '2024-02-15T00:00:00Z', '2024-03-01T00:00:00Z');
    await changeSubscription(sc, 'cancel_at_period_end = true', '2024-02-20T00:00:00Z');
    await changeSubscription(sc, `status = 'canceled'`, '2024-03-02T00:00:00Z');
    // d: joins within the range and cancels in it: a cancellation, not a payer at the start.
    const sd = await insertSubscription(d, '2024-03-06T00:00:00Z', '2024-04-06T00:00:00Z');
    await changeSubscription(sd, 'cancel_at_period_end = true', '2024-03-09T00:00:00Z');
    // e: paying at the start, ended by the provider without notice within the range.
    const se = await insertSubscription(e, '2024-01-15T00:00:00Z', '2024-03-15T00:00:00Z');
    await changeSubscription(se, `status = 'canceled'`, '2024-03-12T00:00:00Z');

    // g: paying at the start, cancels and changes its mind within the range: no cancellation.
    const g = await insertUser('2023-06-01T00:00:00Z');
    const sg = await insertSubscription(g, '2024-01-20T00:00:00Z', '2024-04-20T00:00:00Z');
    await changeSubscription(sg, 'cancel_at_period_end = true', '2024-03-05T00:00:00Z');
    await changeSubscription(sg, 'cancel_at_period_end = false', '2024-03-07T00:00:00Z');

    const { body } = await api.get(`/overview${RANGE}`, staff);
    expect(body).toMatchObject({ payingAtStart: 5, cancellations: 3, churnRate: 60 });
    const before = (await api.get('/overview?from=2024-02-01&to=2024-02-29', staff)).body;
    expect(before).toMatchObject({ cancellations: 1 });
  });
});

describe('paying members and recurring revenue now', () => {
  it("equal User Management's subscribed users and their plans' monthly price", async () => {
    const paying = [await subscribedMemberToken(api, server.outbox), await subscribedMemberToken(api, server.outbox)];
    const cancelling = await subscribedMemberToken(api, server.outbox);
    expect((await api.post('/user/cancel/subscription', {}, cancelling)).status).toBe(200);
    await newMemberToken(api, server.outbox);
    const lapsed = await subscribedMemberToken(api, server.outbox);
    const lapsedId = (await api.get('/user/me', lapsed)).body.id;
    await server.db.query(
      `update subscriptions set cancel_at_period_end = true, current_period_end = now() - interval '1 hour' where user_id = $1`,
      [lapsedId],
    );

    const users = (await api.get('/user/getAll', staff)).body as { subscribedUser: boolean }[];
    const subscribed = users.filter((user) => user.subscribedUser).length;
    const { body } = await api.get('/overview', staff);
    expect(body.payingMembers).toBe(subscribed);
    expect(body.payingMembers).toBe(paying.length + 1);
    expect(body.mrr).toEqual({ amount: 3 * 4999, currency: 'usd' });
    // Today's range holds today's cancellations: the one asked for and the lapsed one's.
    expect(body.cancellations).toBe(2);
    expect(body.payingAtStart).toBe(0);
    expect(body.churnRate).toBeNull();
  });
});

const DAY = 86_400_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const today = () => new Date().toISOString().slice(0, 10);
/** An instant of today (UTC) already past, at most an hour ago: the test may run just after midnight. */
const earlierToday = () => {
  const now = Date.now();
  return new Date(now - Math.min(3_600_000, (now - Date.parse(today())) / 2)).toISOString();
};

/** A subscriptions row with the given columns (snake case) over a local, active, monthly default. */
async function insertSubscriptionRow(userId: number, columns: Record<string, unknown>): Promise<number> {
  counter += 1;
  const values: Record<string, unknown> = {
    user_id: userId,
    provider: 'local',
    provider_customer_id: 'cus',
    provider_subscription_id: `sub_row_${counter}`,
    status: 'active',
    interval: 'month',
    // A period, when given, begins with the row.
    ...(columns.current_period_end === undefined ? {} : { current_period_start: columns.created_at ?? new Date() }),
    ...columns,
  };
  const names = Object.keys(values);
  const { rows } = await server.db.query(
    `insert into subscriptions (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(values),
  );
  return rows[0].id;
}

async function insertOffer(code: string, terms: { percentOff?: number; amountOffCents?: number }): Promise<number> {
  const { rows } = await server.db.query(
    `insert into offers (code, percent_off, amount_off_cents, duration) values ($1, $2, $3, 'forever') returning id`,
    [code, terms.percentOff ?? null, terms.amountOffCents ?? null],
  );
  return rows[0].id;
}

async function insertCharge(
  userId: number,
  charge: { amount: number; at: string; offerId?: number; subscriptionId?: number; refundOf?: number },
): Promise<number> {
  counter += 1;
  const { rows } = await server.db.query(
    `insert into charges (user_id, subscription_id, provider, kind, amount_cents, currency, description, offer_id, provider_reference, refund_of, created_at)
     values ($1, $2, 'local', $3, $4, 'usd', 'Overview charge', $5, $6, $7, $8) returning id`,
    [
      userId,
      charge.subscriptionId ?? null,
      charge.refundOf ? 'refund' : 'payment',
      charge.amount,
      charge.offerId ?? null,
      `ch_overview_${counter}`,
      charge.refundOf ?? null,
      charge.at,
    ],
  );
  return rows[0].id;
}

type PlanFigure = { planId: number; name: string; interval: string; members: number; amount: number };
const mrrOf = async () =>
  (await api.get('/overview', staff)).body as { mrr: { amount: number }; mrrByPlan: PlanFigure[] };

describe('recurring revenue by plan, amount and offer', () => {
  it('counts what each paying membership is billed per month: a yearly twelfth, a discount while it lasts, nothing for comped and trials', async () => {
    const monthly = (await server.db.query(`select id from plans where is_default`)).rows[0].id as number;
    const { rows } = await server.db.query(
      `insert into plans (name, interval, price_cents, display_order) values ('Overview Yearly', 'year', 12000, 0) returning id`,
    );
    const yearly = rows[0].id as number;
    // Shown after the yearly plan, though made before it.
    await server.db.query(`update plans set display_order = 1 where id = $1`, [monthly]);
    const fortyOff = await insertOffer('OVERVIEW40', { percentOff: 40 });
    const twentyOff = await insertOffer('OVERVIEW20OFF', { amountOffCents: 2000 });
    const before = await mrrOf();
    const monthlyBefore = before.mrrByPlan.find((plan) => plan.planId === monthly)!;
    expect(before.mrrByPlan.some((plan) => plan.planId === yearly)).toBe(false);

    const periodEnd = fromNow(30 * DAY);
    const member = () => insertUser('2024-01-01T00:00:00Z');
    const billed = { current_period_end: periodEnd };
    await insertSubscriptionRow(await member(), { ...billed, plan_id: monthly, amount_cents: 4999 });
    // 40 % off 4999 for ten more days: 2999.
    await insertSubscriptionRow(await member(), {
      ...billed,
      plan_id: monthly,
      amount_cents: 4999,
      offer_id: fortyOff,
      discount_ends_at: fromNow(10 * DAY),
    });
    await insertSubscriptionRow(await member(), { ...billed, plan_id: yearly, amount_cents: 12000, interval: 'year' });
    // Two yearly members at 12000 less 2000 for ever: 833.33… a month each, 1666.67 together.
    for (let i = 0; i < 2; i += 1)
      await insertSubscriptionRow(await member(), {
        ...billed,
        plan_id: yearly,
        amount_cents: 12000,
        interval: 'year',
        offer_id: twentyOff,
      });
    // Given free, in a trial, and not paid yet: nothing billed.
    await insertSubscriptionRow(await member(), { ...billed, plan_id: monthly, amount_cents: 0, comped: true });
    await insertSubscriptionRow(await member(), {
      plan_id: monthly,
      amount_cents: 4999,
      status: 'trialing',
      trial_ends_at: fromNow(5 * DAY),
      current_period_end: fromNow(5 * DAY),
    });
    await insertSubscriptionRow(await member(), { plan_id: monthly, amount_cents: 4999, status: 'incomplete' });

    const during = await mrrOf();
    // 4999 + 2999 + 1000 + 2 × 833.33…, rounded once: 10665 (rounding each would give 10664).
    expect(during.mrr.amount - before.mrr.amount).toBe(10665);
    expect(during.mrrByPlan.map((plan) => plan.planId).slice(0, 2)).toEqual([yearly, monthly]);
    expect(during.mrrByPlan[0]).toEqual({
      planId: yearly,
      name: 'Overview Yearly',
      interval: 'year',
      members: 3,
      amount: 2667,
    });
    const monthlyDuring = during.mrrByPlan.find((plan) => plan.planId === monthly)!;
    expect(monthlyDuring.members - monthlyBefore.members).toBe(2);
    expect(monthlyDuring.amount - monthlyBefore.amount).toBe(4999 + 2999);

    // Eleven days on, the 40 % discount is over: that member pays 4999 like the other.
    server.advance(11 * DAY);
    try {
      const after = await mrrOf();
      expect(after.mrr.amount - during.mrr.amount).toBe(2000);
      const monthlyAfter = after.mrrByPlan.find((plan) => plan.planId === monthly)!;
      expect(monthlyAfter.amount - monthlyBefore.amount).toBe(2 * 4999);
    } finally {
      server.advance(-11 * DAY);
    }
  });
});

describe('trials and offer redemptions in a range', () => {
  // Monday 1 to Sunday 14 April 2024: after the range above, apart from its figures.
  const APRIL = '?from=2024-04-01&to=2024-04-14';
  let monthly: number;

  beforeAll(async () => {
    monthly = (await server.db.query(`select id from plans where is_default`)).rows[0].id;
  });

  /** A trial started at `startedAt` ending at `endsAt`: its subscription's id. */
  async function startTrial(userId: number, startedAt: string, endsAt: string): Promise<number> {
    return insertSubscriptionRow(userId, {
      plan_id: monthly,
      amount_cents: 4999,
      status: 'trialing',
      trial_ends_at: endsAt,
      current_period_end: endsAt,
      created_at: startedAt,
      updated_at: startedAt,
    });
  }

  /** The trial's first charge at its end: the membership turns active for a month. */
  async function convert(userId: number, subscriptionId: number, endsAt: string) {
    await changeSubscription(
      subscriptionId,
      `status = 'active', current_period_start = timestamptz '${endsAt}',
       current_period_end = timestamptz '${endsAt}' + interval '1 month'`,
      endsAt,
    );
    await insertCharge(userId, { amount: 4999, at: endsAt, subscriptionId });
  }

  it('counts trials started in the range, and those ending in it as converted, converting or lapsed', async () => {
    // Starts and converts within the range.
    const a = await insertUser('2024-01-01T00:00:00Z');
    await convert(a, await startTrial(a, '2024-04-02T10:00:00Z', '2024-04-09T10:00:00Z'), '2024-04-09T10:00:00Z');
    // Started before the range, converts within it, and is cancelled later: it converted all the same.
    const b = await insertUser('2024-01-01T00:00:00Z');
    const sb = await startTrial(b, '2024-03-28T10:00:00Z', '2024-04-04T10:00:00Z');
    await convert(b, sb, '2024-04-04T10:00:00Z');
    await changeSubscription(sb, `status = 'canceled'`, '2024-05-04T10:00:00Z');
    // Cancelled during its trial: ends without paying.
    const c = await insertUser('2024-01-01T00:00:00Z');
    const sc = await startTrial(c, '2024-04-03T10:00:00Z', '2024-04-10T10:00:00Z');
    await changeSubscription(sc, 'cancel_at_period_end = true', '2024-04-05T10:00:00Z');
    await changeSubscription(sc, `status = 'canceled'`, '2024-04-10T10:00:00Z');
    // Starts in the range, ends after it.
    const d = await insertUser('2024-01-01T00:00:00Z');
    await startTrial(d, '2024-04-12T10:00:00Z', '2024-04-19T10:00:00Z');
    // Staff trying the product are not business.
    const admin = await insertUser('2024-01-01T00:00:00Z', 'admin');
    await startTrial(admin, '2024-04-02T10:00:00Z', '2024-04-09T10:00:00Z');

    const { body } = await api.get(`/overview${APRIL}`, staff);
    expect(body.trials).toEqual({ started: 3, converted: 2, converting: 0, lapsed: 1 });

    // A trial that ended earlier today whose first charge is being retried: converting, today.
    const todays = `/overview?from=${today()}&to=${today()}`;
    const earlier = (await api.get(todays, staff)).body.trials;
    const e = await insertUser('2024-01-01T00:00:00Z');
    const se = await startTrial(e, fromNow(-7 * DAY), earlierToday());
    await changeSubscription(se, `status = 'past_due'`, fromNow(-60_000));
    const later = (await api.get(todays, staff)).body.trials;
    expect(later).toEqual({ ...earlier, converting: earlier.converting + 1 });
  });

  it('lists the offers redeemed in the range, most first, with their payments in it less refunds', async () => {
    const spring = await insertOffer('OVERVIEWSPRING', { percentOff: 40 });
    const ten = await insertOffer('OVERVIEWTEN', { amountOffCents: 1000 });
    const earlier = await insertOffer('OVERVIEWMARCH', { percentOff: 10 });
    const redeem = (offerId: number, userId: number, at: string) =>
      server.db.query(`insert into offer_redemptions (offer_id, user_id, redeemed_at) values ($1, $2, $3)`, [
        offerId,
        userId,
        at,
      ]);
    const [r1, r2, r3, r4, r5, r6] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => insertUser('2024-01-01T00:00:00Z')),
    );
    await redeem(spring, r1, '2024-04-01T00:00:00Z');
    await redeem(spring, r2, '2024-04-03T10:00:00Z');
    await redeem(spring, r3, '2024-04-14T23:59:59Z');
    await redeem(spring, r4, '2024-03-20T10:00:00Z'); // before the range: its renewal in it is revenue
    await redeem(ten, r5, '2024-04-08T10:00:00Z');
    await redeem(earlier, r6, '2024-03-10T10:00:00Z');
    await insertCharge(r1, { amount: 2999, at: '2024-04-01T00:00:00Z', offerId: spring });
    const paid = await insertCharge(r2, { amount: 2999, at: '2024-04-03T10:00:00Z', offerId: spring });
    await insertCharge(r2, { amount: 1000, at: '2024-04-06T10:00:00Z', refundOf: paid });
    await insertCharge(r3, { amount: 2999, at: '2024-04-14T23:59:59Z', offerId: spring });
    await insertCharge(r4, { amount: 2999, at: '2024-04-05T10:00:00Z', offerId: spring });
    await insertCharge(r1, { amount: 2999, at: '2024-04-15T00:00:00Z', offerId: spring }); // after the range
    await insertCharge(r5, { amount: 3999, at: '2024-04-08T10:00:00Z', offerId: ten });
    await insertCharge(r6, { amount: 4999, at: '2024-04-08T10:00:00Z' }); // paid without an offer

    const { body } = await api.get(`/overview${APRIL}`, staff);
    expect(body.offerRedemptions).toEqual([
      { offerId: spring, code: 'OVERVIEWSPRING', redemptions: 3, revenue: 4 * 2999 - 1000 },
      { offerId: ten, code: 'OVERVIEWTEN', redemptions: 1, revenue: 3999 },
    ]);
    expect((await api.get(`/overview${RANGE}`, staff)).body.offerRedemptions).toEqual([
      { offerId: earlier, code: 'OVERVIEWMARCH', redemptions: 1, revenue: 0 },
    ]);
  });
});

describe('who may ask, and for what', () => {
  it('answers staff only', async () => {
    const { token } = await newMemberToken(api, server.outbox);
    expect((await api.get('/overview', token)).status).toBe(403);
    expect((await api.get('/overview/drop-off/1', token)).status).toBe(403);
    expect((await api.get('/overview')).status).toBe(401);
  });

  it('defaults to the last 30 days up to today', async () => {
    const { body } = await api.get('/overview', staff);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.to).toBe(today);
    expect(body.from).toBe(new Date(Date.parse(today) - 29 * 86_400_000).toISOString().slice(0, 10));
    expect(body.watchHoursPerDay).toHaveLength(30);
  });

  it('refuses a bad range with a clear 400', async () => {
    const cases = [
      ['?from=2024-03-10&to=2024-03-01', 'The start of the range must not be after its end'],
      ['?from=2023-01-01&to=2024-03-01', 'The range can be at most 366 days'],
      ['?from=2024-13-01&to=2024-03-01', 'from'],
      ['?from=yesterday', 'from'],
      ['?to=2024-02-30', 'to'],
      ['?from=0000-01-01&to=0000-01-31', 'Must be 1970-01-01 or later'],
    ] as const;
    for (const [query, message] of cases) {
      const answer = await api.get(`/overview${query}`, staff);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(message);
    }
    expect((await api.get('/overview?from=9999-12-01&to=9999-12-31', staff)).status).toBe(200);
    expect((await api.get('/overview/drop-off/0', staff)).status).toBe(400);
    expect((await api.get('/overview/drop-off/abc?from=2024-03-10&to=2024-03-01', staff)).status).toBe(400);
  });
});
