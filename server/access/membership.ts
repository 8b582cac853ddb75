import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { isStaff } from '../../common/roles.js';
import type { Db, Executor } from '../db/database.js';
import { subscriptions } from '../modules/payments/schema.js';
import { teamMembers } from '../modules/seats/schema.js';
import { users } from '../modules/users/schema.js';
import type { Role } from '../schemas/index.js';
import type { AuthUser } from './types.js';

export const MEMBERSHIP_REQUIRED = 'An active membership is needed for this. Please purchase a plan.';

/** Statuses in which a subscription is still running (the partial unique index allows one per user). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** A renewing subscription keeps access this long past its period end while the renewal is reported. */
export const RENEWAL_GRACE_MS = 3 * 24 * 3600_000;

type SubscriptionRow = typeof subscriptions.$inferSelect;
type AccessFields = Pick<SubscriptionRow, 'provider' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>;

export function isLive(subscription: Pick<SubscriptionRow, 'status'> | null | undefined): boolean {
  return !!subscription && (LIVE_STATUSES as readonly string[]).includes(subscription.status);
}

/**
 * The access rule. A live subscription (active, trialing, or past_due while the provider retries the
 * card) gives access to its period end; one cancelled at period end stops there, a renewing one gets a
 * short grace so a late renewal webhook does not lock a paying member out.
 */
export function hasMembership(subscription: AccessFields | null | undefined, now: Date): boolean {
  return now.getTime() < membershipUntil(subscription);
}

/** The instant (ms) `hasMembership` turns false: -Infinity without a live subscription, Infinity without an end. */
export function membershipUntil(subscription: AccessFields | null | undefined): number {
  if (!subscription || !isLive(subscription)) return -Infinity;
  const end = subscription.currentPeriodEnd;
  if (!end) return Infinity;
  return subscription.cancelAtPeriodEnd ? end.getTime() : end.getTime() + RENEWAL_GRACE_MS;
}

/**
 * A live row whose access is over is ended here, lazily: a cancelled one (the provider ends it at period
 * end too), or a local one past its grace (its hourly renewal job would have renewed it). A lapsed Stripe
 * renewal waits for Stripe's word.
 */
export function hasEnded(subscription: AccessFields, now: Date): boolean {
  if (!isLive(subscription) || hasMembership(subscription, now)) return false;
  return subscription.cancelAtPeriodEnd || subscription.provider === 'local';
}

/** The subscription that decides access: the live one, else the newest. */
export async function currentSubscription(db: Executor, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.status} in ('active', 'trialing', 'past_due') desc`, desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/**
 * The team subscription whose seat the user holds: the buyer's deciding one among those bought for
 * more than one seat (a buyer's later single-seat membership seats nobody), or null.
 */
export async function seatSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select({ subscription: subscriptions })
    .from(teamMembers)
    .innerJoin(subscriptions, and(eq(subscriptions.userId, teamMembers.buyerId), gt(subscriptions.seats, 1)))
    .where(eq(teamMembers.memberId, userId))
    .orderBy(sql`${subscriptions.status} in ('active', 'trialing', 'past_due') desc`, desc(subscriptions.id))
    .limit(1);
  return row?.subscription ?? null;
}

/** `seatSubscription` for a whole page of users at once: each seated user's team subscription. */
export async function seatSubscriptionsOf(db: Db, userIds: number[]): Promise<Map<number, SubscriptionRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([teamMembers.memberId], { memberId: teamMembers.memberId, subscription: subscriptions })
    .from(teamMembers)
    .innerJoin(subscriptions, and(eq(subscriptions.userId, teamMembers.buyerId), gt(subscriptions.seats, 1)))
    .where(inArray(teamMembers.memberId, userIds))
    .orderBy(
      teamMembers.memberId,
      sql`${subscriptions.status} in ('active', 'trialing', 'past_due') desc`,
      desc(subscriptions.id),
    );
  return new Map(rows.map((row) => [row.memberId, row.subscription]));
}

/** Access from the member's own subscription, or from a seat in a team whose subscription gives it. */
export function hasMembershipOrSeat(
  subscription: AccessFields | null | undefined,
  seat: AccessFields | null | undefined,
  now: Date,
): boolean {
  return hasMembership(subscription, now) || hasMembership(seat, now);
}

export interface Membership {
  /** The member's own subscription (what they pay, cancel, are billed for). */
  subscription: SubscriptionRow | null;
  /** The team subscription of the seat they hold, if any. */
  seat: SubscriptionRow | null;
  subscribedUser: boolean;
}

/**
 * Applies the rule at `now` and keeps users.subscribed_user (what lists read) in step; `storedFlag`,
 * when the caller already read the column, spares the write when nothing changed.
 */
export async function refreshMembership(db: Db, userId: number, now: Date, storedFlag?: boolean): Promise<Membership> {
  let subscription = await currentSubscription(db, userId);
  const seat = await seatSubscription(db, userId);
  if (subscription && hasEnded(subscription, now)) {
    const [ended] = await db
      .update(subscriptions)
      .set({ status: 'canceled', updatedAt: now })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, subscription.status)))
      .returning();
    subscription = ended ?? (await currentSubscription(db, userId));
  }
  const subscribedUser = hasMembershipOrSeat(subscription, seat, now);
  if (storedFlag !== subscribedUser) {
    await db
      .update(users)
      .set({ subscribedUser })
      .where(and(eq(users.id, userId), ne(users.subscribedUser, subscribedUser)));
  }
  return { subscription, seat, subscribedUser };
}

/** The rule applied to a user's cached session (server/services/signed-in.ts). */
interface MembershipSource {
  membership(userId: number, now: Date): Promise<Pick<Membership, 'subscribedUser'>>;
}

/** Lecture content, profile edits and progress: staff always, members only with an active membership. */
export async function hasContentAccess(
  user: Pick<AuthUser, 'id' | 'role'>,
  sessions: MembershipSource,
  now: Date,
): Promise<boolean> {
  if (isStaff(user)) return true;
  return (await sessions.membership(user.id, now)).subscribedUser;
}

/** The `subscribedUser` a user's record shows: staff need no membership and keep the stored flag, members get the rule at `now`. */
export function reportedMembership(
  user: { role: Role; subscribedUser: boolean },
  subscription: AccessFields | null | undefined,
  now: Date,
  seat: AccessFields | null = null,
): boolean {
  return isStaff(user) ? user.subscribedUser : hasMembershipOrSeat(subscription, seat, now);
}
