import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { subscriptions, users } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { UserRecord } from '../../schemas/index.js';

type UserRow = typeof users.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The API's view of a user: whitelisted fields only, so no hash or provider id can leak. */
export function toUserRecord(user: UserRow, subscription: SubscriptionRow | null | undefined): UserRecord {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    dob: user.dob,
    profilePicture: user.profilePicture,
    role: user.role,
    isActive: user.isActive,
    isVerified: user.isVerified,
    subscribedUser: user.subscribedUser,
    subscription: subscription
      ? {
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }
      : null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    hasSignedInBefore: user.hasSignedInBefore,
  };
}

export async function loadUserRecord(db: Db, userId: number): Promise<UserRecord> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt) throw notFound('User not found');
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.id)).limit(1);
  return toUserRecord(user, subscription);
}
