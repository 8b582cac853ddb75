import { refreshMembership, reportedMembership } from '../../access/membership.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import type { SubscriptionSummary, UserRecord } from '../../schemas/index.js';
import type { SignedInUser } from '../../services/signed-in.js';
import type { subscriptions } from '../payments/schema.js';
import { findUser, type UserRow } from '../users/users-store.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The API's view of a user: whitelisted fields only, so no hash or provider id can leak. A member's
 * `subscribedUser` is the access rule at `now`, so a period end counts without a background job.
 */
export function toUserRecord(
  user: UserRow | SignedInUser,
  subscription: SubscriptionRow | null | undefined,
  now = new Date(),
  seat: SubscriptionRow | null = null,
): UserRecord {
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
    subscribedUser: reportedMembership(user, subscription, now, seat),
    subscription: subscription ? toSubscriptionSummary(subscription) : null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    hasSignedInBefore: user.hasSignedInBefore,
  };
}

export function toSubscriptionSummary(subscription: SubscriptionRow): SubscriptionSummary {
  return {
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

/** `now` is the app's clock (deps.now()); it defaults to the real time. */
export async function loadUserRecord(db: Db, userId: number, now = new Date()): Promise<UserRecord> {
  const user = await findUser(db, userId);
  if (!user || user.deletedAt) throw notFound('User not found');
  const { subscription, seat } = await refreshMembership(db, userId, now, user.subscribedUser);
  return toUserRecord(user, subscription, now, seat);
}

/** The signed-in caller's own record, from the session cache (no query while nothing changed). */
export async function sessionUserRecord(deps: Pick<AppDeps, 'signedIn' | 'now'>, userId: number): Promise<UserRecord> {
  const now = deps.now();
  const { subscription, seat } = await deps.signedIn.membership(userId, now);
  const session = await deps.signedIn.get(userId);
  if (!session || session.user.deletedAt) throw notFound('User not found');
  return toUserRecord(session.user, subscription, now, seat);
}
