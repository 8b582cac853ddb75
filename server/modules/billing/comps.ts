import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COMP_FOREVER_AT } from '../../../common/limits.js';
import { isLive, refreshMembership } from '../../access/membership.js';
import type { AppDeps } from '../../deps.js';
import { conflict, notFound } from '../../errors.js';
import { addInterval } from '../payments/billing-periods.js';
import { membershipFiling } from '../payments/membership-audit.js';
import { subscriptions } from '../payments/schema.js';
import { defaultPlan } from '../plans/plans-store.js';
import { insertAudited, updateAudited } from '../shared/audited-writes.js';
import { findUser } from '../users/users-store.js';

export const COMP_TEXTS = {
  userNotFound: 'User not found',
  alreadyComped: 'This member already has a free membership.',
  alreadyPaying: 'This member pays for a membership: cancel it before giving a free one.',
  noComp: 'This member has no free membership.',
} as const;

/** A free membership "forever" ends on this day: far enough for any member. */
export const FOREVER = new Date(COMP_FOREVER_AT);

/**
 * A free membership for `months`, or forever (null): a subscription that is never charged or renewed,
 * marked comped, audited in the member's history and mailed to them. Refused beside a live one.
 */
export async function grantComp(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: FastifyRequest,
  userId: number,
  months: number | null,
) {
  const { db } = deps;
  const now = deps.now();
  if (!(await findUser(db, userId))) throw notFound(COMP_TEXTS.userNotFound);
  const { subscription } = await refreshMembership(db, userId, now);
  if (isLive(subscription)) throw conflict(subscription!.comped ? COMP_TEXTS.alreadyComped : COMP_TEXTS.alreadyPaying);
  const plan = await defaultPlan(db);
  const comp = await db.transaction((tx) =>
    insertAudited(
      tx,
      request,
      subscriptions,
      {
        userId,
        provider: 'local',
        providerCustomerId: `cus_local_${userId}`,
        providerSubscriptionId: `comp_${randomBytes(12).toString('hex')}`,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: months === null ? FOREVER : addInterval(now, 'month', months),
        cancelAtPeriodEnd: true,
        comped: true,
        planId: plan.id,
        amountCents: 0,
        interval: 'month',
      },
      () => membershipFiling(userId),
    ),
  );
  await refreshMembership(db, userId, now);
  return comp;
}

/** Ends the member's free membership now, audited; their access ends with it on every channel. */
export async function revokeComp(deps: Pick<AppDeps, 'db' | 'now'>, request: FastifyRequest, userId: number) {
  const { db } = deps;
  const now = deps.now();
  const { subscription } = await refreshMembership(db, userId, now);
  if (!subscription?.comped || !isLive(subscription)) throw notFound(COMP_TEXTS.noComp);
  const ended = await updateAudited(
    db,
    request,
    {
      table: subscriptions,
      where: and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, subscription.status))!,
      set: { status: 'canceled', currentPeriodEnd: now, updatedAt: now },
    },
    () => membershipFiling(userId),
  );
  if (!ended) throw notFound(COMP_TEXTS.noComp);
  await refreshMembership(db, userId, now);
}
