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
    insert into subscriptions (user_id, provider, provider_customer_id, provider_subscription_id, status, current_period_end)
    select u.id, 'local', 'cus_bench_' || u.id, 'sub_bench_' || u.id, 'active', now() + interval '30 days'
    from users u where u.email like 'realtime-%@example.com'`);
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

/**
 * Gives every bench member the library of someone who has used the site for weeks: each lecture
 * favourited and begun as far as a simulated visit watches (WATCHING.watchSeconds), its watch-log
 * rows spread over the dashboard's two weeks. Without it the members' libraries fill up during a
 * run (visits pick lectures at random), and a long run measures that growth instead of the steady
 * state: the soak saw p95 double over its first twenty minutes as favourites and progress filled.
 */
export async function giveMembersHistory(database: BenchDatabase, watchedSeconds: number): Promise<void> {
  const { db } = database.deps;
  const pairs = sql`
    select u.id as user_id, l.id as lecture_id, now() - random() * interval '14 days' as at
    from users u cross join lectures l
    where u.email like 'realtime-%@example.com' and l.deleted_at is null`;
  await db.execute(sql`
    with history as materialized (${pairs}),
    saved as (
      insert into favourites (user_id, lecture_id, created_at) select user_id, lecture_id, at from history
      on conflict do nothing
    ),
    logged as (
      insert into watch_log (user_id, lecture_id, seconds, at) select user_id, lecture_id, ${watchedSeconds}, at from history
    )
    insert into progress (user_id, lecture_id, watched_seconds, last_position, updated_at)
    select user_id, lecture_id, ${watchedSeconds}, ${watchedSeconds}, at from history
    on conflict (user_id, lecture_id) do nothing`);
}
