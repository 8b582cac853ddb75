import { sql } from 'drizzle-orm';
import { hashPassword } from '../../../server/services/passwords.js';
import type { BenchDatabase } from '../product-server.js';

/** The password every bench member signs in with. */
export const REALTIME_MEMBER_PASSWORD = 'bench-member-password';

export interface RealtimeMember {
  id: number;
  token: string;
  /** The lectures this member reports on, and how far each has got (grows across runs). */
  lectureIds: number[];
  sent: number;
}

/**
 * `count` verified members with an active local subscription each (benchMember's columns), made in
 * two set-based statements with one argon2 hash shared (a thousand hashes would take minutes and
 * measure nothing here). Each reports on `perMember` of the visible lectures.
 */
export async function realtimeMembers(
  database: BenchDatabase,
  count: number,
  perMember = 3,
): Promise<RealtimeMember[]> {
  const { db, jwt } = database.deps;
  const hash = await hashPassword(REALTIME_MEMBER_PASSWORD);
  const created = await db.execute<{ id: number; token_version: number }>(sql`
    insert into users (name, email, password_hash, is_verified, subscribed_user, has_signed_in_before)
    select 'Realtime Member ' || g, 'realtime-' || g || '@example.com', ${hash}, true, true, true from generate_series(1, ${count}) g
    returning id, token_version`);
  await db.execute(sql`
    insert into subscriptions (user_id, provider, provider_customer_id, provider_subscription_id, status,
      current_period_start, current_period_end, plan_id, amount_cents, interval)
    select u.id, 'local', 'cus_bench_' || u.id, 'sub_bench_' || u.id, 'active', now(), now() + interval '30 days',
      p.id, p.price_cents, p.interval
    from users u, plans p where u.email like 'realtime-%@example.com' and p.is_default`);
  // Long lectures, so watchedSeconds keeps growing through every run and each write is a real one
  // (a gain and a watch-log row), not a no-op at the cap. Set before the product loads its catalogue.
  await db.execute(sql`update lectures set length_seconds = 1000000 where deleted_at is null`);
  // One hour-long session each, as a sign-in would start.
  const sessionIds = await db.execute<{ user_id: number; id: string }>(sql`
    insert into sessions (id, user_id, expires_at)
    select 'realtime-' || u.id, u.id, now() + interval '1 hour' from users u where u.email like 'realtime-%@example.com'
    returning user_id, id`);
  const sessionOf = new Map(sessionIds.rows.map((row) => [row.user_id, row.id]));
  const lectures = (
    await db.execute<{ id: number }>(sql`select id from lectures where deleted_at is null order by id`)
  ).rows.map((row) => row.id);
  if (lectures.length === 0) throw new Error('the realtime bench needs the demo lectures (SEED_DEMO)');
  return Promise.all(
    created.rows.map(async (row, index) => ({
      id: row.id,
      token: await jwt.sign(
        { userId: row.id, role: 'member', tokenVersion: row.token_version, sessionId: sessionOf.get(row.id)! },
        new Date(Date.now() + 3600_000),
      ),
      lectureIds: Array.from({ length: perMember }, (_, j) => lectures[(index + j) % lectures.length]),
      sent: 0,
    })),
  );
}
