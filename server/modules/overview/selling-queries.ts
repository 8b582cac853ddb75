import { sql } from 'drizzle-orm';
import { TOP_OFFERS } from '../../../common/overview.js';
import type { Db } from '../../db/database.js';
import { givesAccessAt, type Range, rows, within } from './sql.js';

/**
 * The overview's selling figures in SQL: the subscriptions billed now (priced in recurring-revenue.ts),
 * trials and offer redemptions over the range. Money counts every account's; trials count members'.
 */

/** A subscription billed now, with its plan and its offer's terms (null without one). */
export interface BilledSubscription {
  planId: number;
  planName: string;
  planInterval: 'month' | 'year';
  amountCents: number;
  seats: number;
  interval: 'month' | 'year';
  offerId: number | null;
  discountEndsAt: Date | null;
  percentOff: number | null;
  amountOffCents: number | null;
}

/**
 * Subscriptions giving access now that someone pays for: not comped, not in a trial (a live status
 * other than trialing; incomplete ones never give access). In the order plans are displayed.
 */
export async function billedSubscriptions(db: Db, now: Date): Promise<BilledSubscription[]> {
  const found = await rows<Omit<BilledSubscription, 'discountEndsAt'> & { discountEndsAt: string | Date | null }>(
    db,
    sql`select s.plan_id as "planId", p.name as "planName", p.interval as "planInterval",
           s.amount_cents as "amountCents", s.seats, s.interval, s.offer_id as "offerId", s.discount_ends_at as "discountEndsAt",
           o.percent_off as "percentOff", o.amount_off_cents as "amountOffCents"
    from subscriptions s
    join users u on u.id = s.user_id and u.deleted_at is null
    join plans p on p.id = s.plan_id
    left join offers o on o.id = s.offer_id
    where ${givesAccessAt(now)} and s.status <> 'trialing' and not s.comped
    order by p.display_order, p.id`,
  );
  // Raw SQL answers carry timestamps as text.
  return found.map((row) => ({
    ...row,
    discountEndsAt: row.discountEndsAt === null ? null : new Date(row.discountEndsAt),
  }));
}

/**
 * Members' trials: started in the range, and those whose trial ended in it by what became of them:
 * converted (a payment from its end on), converting (no payment yet, still giving access: in its
 * last hours or the card being retried) or lapsed (ended without a payment).
 */
export async function trialCounts(db: Db, range: Range, now: Date) {
  const [row] = await rows<{ started: number; converted: number; converting: number; lapsed: number }>(
    db,
    sql`with trials as (
      select started.at as started_at, s.trial_ends_at, ${givesAccessAt(now)} as access,
             exists (select 1 from charges c where c.subscription_id = s.id and c.kind = 'payment' and c.created_at >= s.trial_ends_at) as paid
      from subscriptions s
      join users u on u.id = s.user_id and u.role = 'member'
      join subscription_events started on started.subscription_id = s.id and started.kind = 'started'
      where s.trial_ends_at is not null
    )
    select count(*) filter (where ${within(sql`started_at`, range)})::int as started,
           count(*) filter (where ${within(sql`trial_ends_at`, range)} and paid)::int as converted,
           count(*) filter (where ${within(sql`trial_ends_at`, range)} and not paid and access)::int as converting,
           count(*) filter (where ${within(sql`trial_ends_at`, range)} and not paid and not access)::int as lapsed
    from trials`,
  );
  return row;
}

/**
 * The offers redeemed in the range, most redemptions first: each with its revenue in the range, the
 * payments it discounted less the refunds of its payments made in the range.
 */
export async function offerRedemptions(db: Db, range: Range) {
  return rows<{ offerId: number; code: string; redemptions: number; revenue: number }>(
    db,
    sql`with redeemed as (
      select r.offer_id, count(*)::int as redemptions from offer_redemptions r
      where ${within(sql`r.redeemed_at`, range)} group by r.offer_id
    ), revenue as (
      select coalesce(c.offer_id, paid.offer_id) as offer_id,
             sum(case when c.kind = 'payment' then c.amount_cents else -c.amount_cents end) as cents
      from charges c left join charges paid on paid.id = c.refund_of
      where ${within(sql`c.created_at`, range)} group by 1
    )
    select o.id as "offerId", o.code, r.redemptions, coalesce(v.cents, 0)::int as revenue
    from redeemed r join offers o on o.id = r.offer_id left join revenue v on v.offer_id = r.offer_id
    order by r.redemptions desc, revenue desc, o.id limit ${TOP_OFFERS}`,
  );
}
