import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { hasEnded, hasMembership, type Membership, refreshMembership } from '../access/membership.js';
import type { Db } from '../db/database.js';
import { subscriptions } from '../modules/payments/schema.js';
import { users } from '../modules/users/schema.js';
import type { ChangeFeed } from './change-feed.js';
import { KeyedCache } from './keyed-cache.js';

const { passwordHash: _hash, ...userColumns } = getTableColumns(users);
export type SignedInUser = Omit<typeof users.$inferSelect, 'passwordHash'>;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What every signed-in call needs about its caller: the user row (no hash) and the deciding subscription. */
export interface Session {
  user: SignedInUser;
  subscription: SubscriptionRow | null;
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

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.cache = new KeyedCache(feed, CAPACITY);
    feed.on('user', (userId) => (userId === undefined ? this.cache.clear() : this.cache.delete(userId)));
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

  /** The session of a user id (ids are never reused, so an unknown one stays unknown). */
  get(userId: number): Promise<Session | null> {
    return this.cache.get(userId, async (id) => {
      const [[user], [subscription]] = await Promise.all([
        this.loadUser.execute({ id }),
        this.loadSubscription.execute({ id }),
      ]);
      return user ? { user, subscription: subscription ?? null } : null;
    });
  }

  /**
   * The membership rule at `now` from the session; only when a write is due (a subscription whose
   * access is over, or users.subscribed_user out of step) does it go to the database.
   */
  async membership(userId: number, now: Date): Promise<Membership> {
    const session = await this.get(userId);
    const subscription = session?.subscription ?? null;
    const subscribedUser = hasMembership(subscription, now);
    if (session && ((subscription && hasEnded(subscription, now)) || session.user.subscribedUser !== subscribedUser)) {
      return refreshMembership(this.db, userId, now, session.user.subscribedUser);
    }
    return { subscription, subscribedUser };
  }
}
