import { sql } from 'drizzle-orm';
import { ACTIVE_WINDOW_DAYS, DROP_OFF_STEP_PERCENT, TOP_LECTURES } from '../../../common/overview.js';
import type { Db } from '../../db/database.js';
import { COMPLETED_AT_PERCENT } from '../progress/percent.js';
import { givesAccessAt, live, type Range, rows } from './sql.js';

/**
 * The overview's figures, each one SQL statement over the tables. Days and weeks are UTC; "members"
 * are accounts with the member role (staff previews and staff accounts are not business).
 */

/** A member's furthest point in a lecture at `end`: the watch log's gains up to then add up to it. */
const furthestAt = (end: Date) =>
  sql`(select round(sum(x.seconds)::numeric, 3) from watch_log x where x.user_id = v.user_id and x.lecture_id = v.lecture_id and x.at < ${end}::timestamptz)`;

export async function signUpsPerWeek(db: Db, range: Range) {
  return rows<{ week: string; signUps: number }>(
    db,
    sql`with weeks as (
      select generate_series(date_trunc('week', ${range.from}::date::timestamp), ${range.to}::date::timestamp, interval '1 week')::date as week
    ), counted as (
      select date_trunc('week', u.created_at at time zone 'UTC')::date as week, count(*)::int as n
      from users u
      where u.role = 'member' and u.created_at >= ${range.start}::timestamptz and u.created_at < ${range.end}::timestamptz
      group by 1
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week, coalesce(counted.n, 0)::int as "signUps"
    from weeks left join counted using (week) order by weeks.week`,
  );
}

export async function activeMembers(db: Db, range: Range): Promise<number> {
  const windowStart = new Date(Math.max(range.start.getTime(), range.end.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000));
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct w.user_id)::int as n from watch_log w join users u on u.id = w.user_id and u.role = 'member'
        where w.at >= ${windowStart}::timestamptz and w.at < ${range.end}::timestamptz`,
  );
  return row.n;
}

/**
 * Paying now, by User Management's rule (users/user-record.ts): a user's deciding subscription is the
 * live one, else the newest; a member is subscribed while it or the team subscription of a seat they hold
 * gives access (membership.ts's seatSubscription), staff show their stored flag.
 */
export async function payingNow(db: Db, now: Date): Promise<number> {
  const [row] = await rows<{ paying: number }>(
    db,
    sql`with deciding as (
      select distinct on (s.user_id) s.user_id, ${givesAccessAt(now)} as access
      from subscriptions s order by s.user_id, s.status in (${live}) desc, s.id desc
    ), seated as (
      select distinct on (t.member_id) t.member_id, ${givesAccessAt(now)} as access
      from team_members t join subscriptions s on s.user_id = t.buyer_id and s.seats > 1
      order by t.member_id, s.status in (${live}) desc, s.id desc
    )
    select count(*) filter (where case when u.role = 'admin' then u.subscribed_user
      else coalesce(d.access, false) or coalesce(t.access, false) end)::int as paying
    from users u left join deciding d on d.user_id = u.id left join seated t on t.member_id = u.id
    where u.deleted_at is null`,
  );
  return row.paying;
}

/** Members whose membership had started and not ended at the range's start, and cancellations in it. */
export async function churnCounts(db: Db, range: Range): Promise<{ payingAtStart: number; cancellations: number }> {
  const [row] = await rows<{ payingAtStart: number; cancellations: number }>(
    db,
    sql`select
      (select count(distinct s.user_id) from subscriptions s
         join users u on u.id = s.user_id and u.role = 'member'
         join subscription_events started on started.subscription_id = s.id and started.kind = 'started' and started.at <= ${range.start}::timestamptz
         left join subscription_events ended on ended.subscription_id = s.id and ended.kind = 'ended'
         where case when ended.id is null then ${givesAccessAt(range.start)} else ended.at > ${range.start}::timestamptz end
      )::int as "payingAtStart",
      (select count(*) from subscription_events e join users u on u.id = e.user_id and u.role = 'member'
         where e.kind = 'cancelled' and e.at >= ${range.start}::timestamptz and e.at < ${range.end}::timestamptz
      )::int as cancellations`,
  );
  return row;
}

/** Hours of lecture newly watched by members each day (the watch log records each gain of a furthest point). */
export async function watchHoursPerDay(db: Db, range: Range) {
  return rows<{ day: string; hours: number }>(
    db,
    sql`with days as (
      select generate_series(${range.from}::date::timestamp, ${range.to}::date::timestamp, interval '1 day')::date as day
    ), watched as (
      select (w.at at time zone 'UTC')::date as day, sum(w.seconds) as seconds
      from watch_log w join users u on u.id = w.user_id and u.role = 'member'
      where w.at >= ${range.start}::timestamptz and w.at < ${range.end}::timestamptz
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, round((coalesce(watched.seconds, 0) / 3600)::numeric, 2)::float8 as hours
    from days left join watched using (day) order by days.day`,
  );
}

export async function totalWatchHours(db: Db, range: Range): Promise<number> {
  const [row] = await rows<{ hours: number }>(
    db,
    sql`select round((coalesce(sum(w.seconds), 0) / 3600)::numeric, 2)::float8 as hours
        from watch_log w join users u on u.id = w.user_id and u.role = 'member'
        where w.at >= ${range.start}::timestamptz and w.at < ${range.end}::timestamptz`,
  );
  return row.hours;
}

/** Members who watched each lecture in the range. */
const viewersIn = (range: Range, lectureId?: number) =>
  sql`select distinct w.user_id, w.lecture_id from watch_log w join users u on u.id = w.user_id and u.role = 'member'
      where w.at >= ${range.start}::timestamptz and w.at < ${range.end}::timestamptz
      ${lectureId === undefined ? sql`` : sql`and w.lecture_id = ${lectureId}`}`;

/** Lectures by members who watched them in the range; completed = furthest point at the range's end ≥ 90 %. */
export async function topLectures(db: Db, range: Range) {
  return rows<{ lectureId: number; name: string; views: number; completions: number }>(
    db,
    sql`with v as (${viewersIn(range)}), reached as (select v.lecture_id, ${furthestAt(range.end)} as furthest from v)
    select l.id as "lectureId", l.name, count(*)::int as views,
           count(*) filter (where l.length_seconds > 0 and least(r.furthest, l.length_seconds) * 100 >= ${COMPLETED_AT_PERCENT}::int * l.length_seconds)::int as completions
    from reached r join lectures l on l.id = r.lecture_id and l.deleted_at is null
    group by l.id order by views desc, completions desc, l.id limit ${TOP_LECTURES}`,
  );
}

export async function findLecture(db: Db, lectureId: number) {
  const [row] = await rows<{ id: number; name: string; length: number }>(
    db,
    sql`select id, name, length_seconds as length from lectures where id = ${lectureId} and deleted_at is null`,
  );
  return row;
}

/** For each step of the lecture, how many of the range's viewers had reached it by the range's end. */
export async function dropOffCounts(db: Db, range: Range, lecture: { id: number; length: number }) {
  const [total] = await rows<{ viewers: number }>(
    db,
    sql`select count(*)::int as viewers from (${viewersIn(range, lecture.id)}) v`,
  );
  const steps = await rows<{ percent: number; viewers: number }>(
    db,
    sql`with v as (${viewersIn(range, lecture.id)}), reached as (select ${furthestAt(range.end)} as furthest from v)
    select step.percent, count(*) filter (where r.furthest * 100 >= step.percent * ${lecture.length}::int)::int as viewers
    from generate_series(0, 100, ${DROP_OFF_STEP_PERCENT}::int) as step(percent) cross join reached r
    group by step.percent order by step.percent`,
  );
  return { viewers: total.viewers, steps };
}
