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
    `insert into subscriptions (user_id, provider, provider_customer_id, provider_subscription_id, status, current_period_end, created_at, updated_at,
       plan_id, amount_cents, interval)
     select $1, 'local', 'cus', $2, 'active', $3, $4, $4, id, price_cents, interval from plans where is_default returning id`,
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
