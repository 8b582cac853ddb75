import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.js';
import { recordAudit } from '../shared/audit-trail.js';
import type { SubscriptionRow } from './provider.js';

/** A membership's entries are filed under `subscriptions` and shown in its member's History. */
export const membershipFiling = (userId: number) => ({
  resource: 'subscriptions' as const,
  parent: { resource: 'users' as const, id: userId },
});

/**
 * A member's own change to their running membership (another plan, more or fewer seats) moves money, so
 * it is in the audit trail as staff's comps and refunds are, with the member as its actor.
 */
export async function auditMembershipChange(
  tx: Executor,
  request: FastifyRequest,
  before: SubscriptionRow,
  after: SubscriptionRow,
): Promise<void> {
  await recordAudit(tx, request, {
    ...membershipFiling(before.userId),
    recordId: before.id,
    action: 'update',
    before,
    after,
  });
}
