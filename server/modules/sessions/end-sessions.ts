import type { SecurityEventKind } from '../../../common/security-events.js';
import type { AppDeps } from '../../deps.js';
import { recordSecurityEvent, type SecurityEventDetails } from './security-events.js';

/**
 * Revokes every live session of a user (but `keep`, the caller's own, when given) and notes why in
 * their security history. Each process hears it through the change feed: keys answer 401, open
 * sockets are closed and media links stop at their next request.
 */
export async function endSessions(
  deps: Pick<AppDeps, 'db' | 'now' | 'liveSessions'>,
  userId: number,
  why: { kind: SecurityEventKind; details?: SecurityEventDetails; keep?: string },
): Promise<number> {
  const revoked = await deps.liveSessions.revokeAll(userId, deps.now(), why.keep);
  await recordSecurityEvent(deps, userId, why.kind, why.details);
  return revoked;
}
