import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';
import { linkToken } from './helpers/outbox.js';
import { card, CARDS, newMemberToken, subscribeLocally, userId } from './helpers/payments.js';

/** A stable buys seats for its players on the local gateway (docs/API.md#team-seats). */
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => office.server.close());

const DAY = 86_400_000;

async function member() {
  const account = await newMemberToken(office.api, office.server.outbox);
  return { ...account, id: await userId(office.api, account.token) };
}

/** A member who bought `seats` seats of the default plan and paid with the test card `cardNumber`. */
async function buyer(seats: number, cardNumber = CARDS.paid) {
  const { api } = office;
  const account = await member();
  const created = await api.post('/user/create/subscription', { seats }, account.token);
  expect(created.status).toBe(200);
  const confirmed = await api.post(
    '/payments/local/confirm',
    { clientSecret: created.body.clientSecret, card: card(cardNumber) },
    account.token,
  );
  await api.post('/user/attached/payment-method', { pm_id: confirmed.body.paymentMethodId }, account.token);
  return { ...account, created: created.body };
}

/** Invites `email` and answers the mailed link's token. */
async function invite(token: string, email: string) {
  const mail = await office.server.outbox.nextTo(email, async () => {
    const sent = await office.api.post('/user/seats/invites', { email }, token);
    expect(sent.status).toBe(201);
  });
  return linkToken(mail, '/join-team');
}

const access = async (token: string) => {
  const [me, lectures] = await Promise.all([office.api.get('/user/me', token), office.api.get('/lectures', token)]);
  return { subscribedUser: me.body.subscribedUser, gate: lectures.status };
};

const chargesOf = async (id: number) =>
  (
    await office.server.db.query<{ amount_cents: number; description: string }>(
      'select amount_cents, description from charges where user_id = $1 order by id',
      [id],
    )
  ).rows;

describe('buying seats', () => {
  it('charges the plan price for each seat, and records the seats on the subscription', async () => {
    const stable = await buyer(3);
    expect(stable.created).toMatchObject({ amountCents: 3 * 4999, discountCents: 0 });
    expect((await chargesOf(stable.id)).map((charge) => charge.amount_cents)).toEqual([3 * 4999]);
    const row = await office.server.db.query('select seats from subscriptions where user_id = $1', [stable.id]);
    expect(row.rows[0].seats).toBe(3);
    const seats = await office.api.get('/user/seats', stable.token);
    expect(seats.body).toEqual({
      team: { seats: 3, used: 1, live: true, members: [], invites: [] },
      seat: null,
    });
  });

  it('refuses a seat count out of range by field, and leaves a single membership at one seat', async () => {
    const { token, id } = await member();
    for (const seats of [1, 201, 2.5]) {
      const refused = await office.api.post('/user/create/subscription', { seats }, token);
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('seats');
    }
    await subscribeLocally(office.api, token);
    const row = await office.server.db.query('select seats from subscriptions where user_id = $1', [id]);
    expect(row.rows[0].seats).toBe(1);
    expect((await office.api.get('/user/seats', token)).body).toEqual({ team: null, seat: null });
  });

  it('renews every seat on the local gateway', async () => {
    const stable = await buyer(2);
    const { renewLocalMemberships } = await import('../../server/modules/payments/local-renewals.js');
    await office.server.db.query(
      `update subscriptions set current_period_end = now() + interval '1 hour' where user_id = $1`,
      [stable.id],
    );
    await renewLocalMemberships(office.server.deps.db, new Date());
    expect((await chargesOf(stable.id)).map((charge) => charge.amount_cents)).toEqual([2 * 4999, 2 * 4999]);
  });
});

describe('a team', () => {
  it('invites, seats, removes: a member has access while seated and loses it at once', async () => {
    const { api } = office;
    const stable = await buyer(3);
    const player = await member();
    expect(await access(player.token)).toEqual({ subscribedUser: false, gate: 403 });

    const paying = async () => (await api.get('/overview', office.staff)).body.payingMembers as number;
    const payingBefore = await paying();
    const token = await invite(stable.token, player.email);
    const team = (await api.get('/user/seats', stable.token)).body.team;
    expect(team).toMatchObject({ seats: 3, used: 2, invites: [{ email: player.email }] });

    const joined = await api.post('/user/seats/join', { token }, player.token);
    expect(joined.status).toBe(200);
    expect(joined.body.seat).toMatchObject({ live: true, ownMembership: false });
    expect(await access(player.token)).toEqual({ subscribedUser: true, gate: 200 });

    const afterJoin = (await api.get('/user/seats', stable.token)).body.team;
    expect(afterJoin).toMatchObject({ used: 2, invites: [], members: [{ userId: player.id, email: player.email }] });
    expect((await api.get('/user/seats', player.token)).body.seat).toMatchObject({ live: true });
    // Staff see the seated player as subscribed, in the list as in its export.
    const listed = await api.get(`/user/getAll?q=${encodeURIComponent(player.email)}`, office.staff);
    expect(listed.body.map((user: { subscribedUser: boolean }) => user.subscribedUser)).toEqual([true]);
    const exported = await fetch(`${office.server.url}/api/user/export.csv?q=${encodeURIComponent(player.email)}`, {
      headers: { authorization: `Bearer ${office.staff}` },
    });
    const [header, row] = (await exported.text())
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    expect(row[header.indexOf('Subscription')]).toBe('Active');
    // The overview's paying members follow the same rule.
    expect(await paying()).toBe(payingBefore + 1);

    // The link works once.
    const other = await member();
    const reused = await api.post('/user/seats/join', { token }, other.token);
    expect(reused.status).toBe(400);
    expect(await access(other.token)).toEqual({ subscribedUser: false, gate: 403 });

    const removed = await api.delete(`/user/seats/members/${player.id}`, stable.token);
    expect(removed.status).toBe(200);
    expect(await access(player.token)).toEqual({ subscribedUser: false, gate: 403 });
    expect(await paying()).toBe(payingBefore);
    expect((await api.get('/user/seats', stable.token)).body.team).toMatchObject({ used: 1, members: [] });
  });

  it('refuses an invite without a free seat, and a seat count below the seats held, naming `seats`', async () => {
    const { api } = office;
    const stable = await buyer(2);
    const player = await member();
    await invite(stable.token, player.email);
    const full = await api.post('/user/seats/invites', { email: 'someone@example.com' }, stable.token);
    expect(full.status).toBe(409);

    const below = await api.put('/user/seats', { seats: 1 }, stable.token);
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ field: 'seats', message: '2 seats are in use: remove members first.' });

    // Withdrawing the invite frees its seat.
    const { invites } = (await api.get('/user/seats', stable.token)).body.team;
    expect((await api.delete(`/user/seats/invites/${invites[0].id}`, stable.token)).status).toBe(200);
    const shrunk = await api.put('/user/seats', { seats: 1 }, stable.token);
    expect(shrunk.status).toBe(200);
    expect(shrunk.body.team).toBeNull();
  });

  it('refuses an invite to a member already seated, and anyone invites without a team', async () => {
    const { api } = office;
    const stable = await buyer(3);
    const player = await member();
    await api.post('/user/seats/join', { token: await invite(stable.token, player.email) }, player.token);
    expect((await api.post('/user/seats/invites', { email: player.email }, stable.token)).status).toBe(409);
    const alone = await member();
    expect((await api.post('/user/seats/invites', { email: 'x@example.com' }, alone.token)).status).toBe(409);
  });

  it('adds no seat when the card on file declines their charge', async () => {
    const { api } = office;
    const stable = await buyer(2, CARDS.laterDeclined);
    const declined = await api.put('/user/seats', { seats: 4 }, stable.token);
    expect(declined).toMatchObject({ status: 402, body: { message: 'Your card was declined.' } });
    expect((await api.get('/user/seats', stable.token)).body.team).toMatchObject({ seats: 2 });
    expect(await chargesOf(stable.id)).toHaveLength(1);
  });

  it('charges added seats for what is left of the period, at once', async () => {
    const { api } = office;
    const stable = await buyer(2);
    // Half way through a period of 30 days.
    const now = office.server.deps.now().getTime();
    await office.server.db.query(
      'update subscriptions set current_period_start = $1, current_period_end = $2 where user_id = $3',
      [new Date(now - 15 * DAY), new Date(now + 15 * DAY), stable.id],
    );
    const changed = await api.put('/user/seats', { seats: 4 }, stable.token);
    expect(changed.status).toBe(200);
    expect(changed.body.team).toMatchObject({ seats: 4 });
    const charges = await chargesOf(stable.id);
    expect(charges).toHaveLength(2);
    // 2 seats × 4999 × the half of the period left, within a cent of rounding and the clock.
    expect(charges[1].amount_cents).toBeCloseTo(4999, -1);
    expect(charges[1].description).toMatch(/^2 added seats: /);
    const history = (await api.get(`/history/users/${stable.id}`, office.staff)).body;
    expect(history.at(-1)).toMatchObject({
      actorEmail: stable.email,
      resource: 'subscriptions',
      action: 'update',
      before: { seats: 2 },
      after: { seats: 4 },
    });
  });

  it("ends the members' access when the buyer's subscription lapses", async () => {
    const { api } = office;
    const stable = await buyer(2);
    const player = await member();
    await api.post('/user/seats/join', { token: await invite(stable.token, player.email) }, player.token);
    expect(await access(player.token)).toEqual({ subscribedUser: true, gate: 200 });
    await api.post('/user/cancel/subscription', {}, stable.token);
    await office.server.db.query(
      `update subscriptions set current_period_end = now() - interval '1 minute' where user_id = $1`,
      [stable.id],
    );
    expect(await access(player.token)).toEqual({ subscribedUser: false, gate: 403 });
    expect((await api.get('/user/seats', player.token)).body.seat).toMatchObject({ live: false });
  });

  it('tells a member who also pays for their own membership', async () => {
    const { api } = office;
    const stable = await buyer(2);
    const player = await member();
    await subscribeLocally(api, player.token);
    const joined = await api.post(
      '/user/seats/join',
      { token: await invite(stable.token, player.email) },
      player.token,
    );
    expect(joined.body.seat.ownMembership).toBe(true);
    await api.post('/user/cancel/subscription', {}, player.token);
    expect((await api.get('/user/seats', player.token)).body.seat.ownMembership).toBe(false);
  });
});
