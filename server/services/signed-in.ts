import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  hasEnded,
  hasMembershipOrSeat,
  type Membership,
  refreshMembership,
  seatSubscription,
} from '../access/membership.js';
import type { Db } from '../db/database.js';
import { subscriptions } from '../modules/payments/schema.js';
import { users } from '../modules/users/schema.js';
import type { ChangeFeed } from './change-feed.js';
import { KeyedCache } from './keyed-cache.js';

const { passwordHash: _hash, ...userColumns } = getTableColumns(users);
export type SignedInUser = Omit<typeof users.$inferSelect, 'passwordHash'>;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What every signed-in call needs about its caller: the user row (no hash), the deciding subscription and a team seat's. */
export interface Session {
  user: SignedInUser;
  subscription: SubscriptionRow | null;
  seat: SubscriptionRow | null;
}

const CAPACITY = 50_000;

/**
 * Callers' sessions kept in memory: the token check and the membership rule cost no query while
 * nothing changed. A password change, deactivation or subscription change anywhere reaches every
 * process through the change feed (triggers on users and subscriptions) and drops the entry.
 */
export class SignedInUsers {
  private readonly cache: KeyedCache<number, Session | null>;
  private readonly loadUser;
  private readonly loadSubscription;
  /** Seat holders whose cached session carries a buyer's subscription: a change of the buyer's drops theirs too. */
  private readonly seatHolders = new Map<number, Set<number>>();
  /** When each user last changed, in changes heard: a seat holder's load that read a buyer changed meanwhile is not kept. */
  private readonly changedAt = new Map<number, number>();
  private changes = 0;
  private forgottenBefore = 0;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.cache = new KeyedCache(feed, CAPACITY);
    feed.on('user', (userId) => (userId === undefined ? this.cache.clear() : this.drop(userId)));
    this.loadUser = db
      .select(userColumns)
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('session_user');
    this.loadSubscription = db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, sql.placeholder('id')))
      .orderBy(sql`${subscriptions.status} in ('active', 'trialing', 'past_due') desc`, desc(subscriptions.id))
      .limit(1)
      .prepare('session_subscription');
  }

  /** The session when it is in memory (null: no such user), else undefined. */
  peek(userId: number): Session | null | undefined {
    return this.cache.peek(userId);
  }

  /** The session of a user id (ids are never reused, so an unknown one stays unknown). */
  get(userId: number): Promise<Session | null> {
    return this.cache.get(userId, async (id) => {
      const mark = this.changes;
      const [[user], [subscription], seat] = await Promise.all([
        this.loadUser.execute({ id }),
        this.loadSubscription.execute({ id }),
        seatSubscription(this.db, id),
      ]);
      if (seat) {
        this.seatHolders.set(seat.userId, (this.seatHolders.get(seat.userId) ?? new Set()).add(id));
        if ((this.changedAt.get(seat.userId) ?? this.forgottenBefore) > mark) this.cache.delete(id);
      }
      return user ? { user, subscription: subscription ?? null, seat } : null;
    });
  }

  private drop(userId: number): void {
    this.changedAt.set(userId, ++this.changes);
    if (this.changedAt.size > CAPACITY) {
      this.changedAt.clear();
      this.forgottenBefore = this.changes;
    }
    this.cache.delete(userId);
    for (const holder of this.seatHolders.get(userId) ?? []) this.cache.delete(holder);
    this.seatHolders.delete(userId);
  }

  /**
   * The membership rule at `now` from the session; only when a write is due (a subscription whose
   * access is over, or users.subscribed_user out of step) does it go to the database.
   */
  async membership(userId: number, now: Date): Promise<Membership> {
    const session = await this.get(userId);
    const membership = membershipOf(session, now);
    return session && writeDue(session, membership, now)
      ? refreshMembership(this.db, userId, now, session.user.subscribedUser)
      : membership;
  }

  /** `membership` when it needs neither a read nor a write (the session in memory, nothing due), else undefined. */
  membershipInMemory(userId: number, now: Date): Membership | undefined {
    const session = this.peek(userId);
    if (session === undefined) return undefined;
    const membership = membershipOf(session, now);
    return session && writeDue(session, membership, now) ? undefined : membership;
  }
}

/** The membership rule at `now` from a session. */
function membershipOf(session: Session | null, now: Date): Membership {
  const subscription = session?.subscription ?? null;
  const seat = session?.seat ?? null;
  return { subscription, seat, subscribedUser: hasMembershipOrSeat(subscription, seat, now) };
}

/** A write comes first: a subscription whose access is over, or users.subscribed_user out of step. */
const writeDue = (session: Session, membership: Membership, now: Date) =>
  (membership.subscription !== null && hasEnded(membership.subscription, now)) ||
  session.user.subscribedUser !== membership.subscribedUser;
