import { describe, expect, it } from 'vitest';
import { addInterval } from '../../server/modules/payments/billing-periods.js';
import { renewLocalMemberships } from '../../server/modules/payments/local-renewals.js';
import { type ApiClient } from './helpers/client.js';
import { subscribedMemberToken, userId } from './helpers/payments.js';
import { type TestServer, useTestServer } from './helpers/test-server.js';

const addOneMonth = (from: Date) => addInterval(from, 'month');

let server: TestServer;
let api: ApiClient;

useTestServer({}, (started, client) => {
  server = started;
  api = client;
});

const periodOf = async (id: number) =>
  (
    await server.db.query<{ end: Date; invoice: string }>(
      `select current_period_end as "end", provider_invoice_id as invoice from subscriptions where user_id = $1 and status = 'active'`,
      [id],
    )
  ).rows[0];

describe('the local gateway renews a membership each month, as Stripe bills', () => {
  it('gives a running membership its next month before the period ends, and leaves a cancelled one to end', async () => {
    const running = await userId(api, await subscribedMemberToken(api, server.outbox));
    const cancelled = await userId(api, await subscribedMemberToken(api, server.outbox));
    const soon = new Date(Date.now() + 3600_000);
    await server.db.query(`update subscriptions set current_period_end = $1 where user_id = any($2)`, [
      soon,
      [running, cancelled],
    ]);
    await server.db.query(`update subscriptions set cancel_at_period_end = true where user_id = $1`, [cancelled]);
    const before = await periodOf(running);

    expect(await renewLocalMemberships(server.deps.db, new Date())).toBe(1);
    const after = await periodOf(running);
    expect(after.end.toISOString()).toBe(addOneMonth(soon).toISOString());
    expect(after.invoice).not.toBe(before.invoice);
    expect((await periodOf(cancelled)).end.toISOString()).toBe(soon.toISOString());
    // Renewed once: the next run finds nothing due.
    expect(await renewLocalMemberships(server.deps.db, new Date())).toBe(0);
  });

  it('bills each month a stopped server missed, up to now', async () => {
    const member = await userId(api, await subscribedMemberToken(api, server.outbox));
    const longAgo = new Date(Date.now() - 70 * 86_400_000);
    await server.db.query(`update subscriptions set current_period_end = $1 where user_id = $2`, [longAgo, member]);
    await renewLocalMemberships(server.deps.db, new Date());
    const { end } = await periodOf(member);
    expect(end.getTime()).toBeGreaterThan(Date.now());
    expect(end.getTime()).toBe(addOneMonth(addOneMonth(addOneMonth(longAgo))).getTime());
  });

  it('is an hourly scheduled job', async () => {
    const schedules = await server.db.query(`select name, cron from pgboss.schedule`);
    expect(schedules.rows).toContainEqual({ name: 'renew-local-memberships', cron: '23 * * * *' });
  });
});
