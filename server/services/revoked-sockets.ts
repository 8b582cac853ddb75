import type { ChangeFeed } from './change-feed.js';
import type { Realtime, SocketScope } from './realtime.js';

/**
 * Each process closes its own sockets whose session ended, and moves those whose role changed to the
 * new role's rooms, as soon as the change feed says a session or a user row changed (revoked,
 * deactivated, new role, deleted), whichever process wrote it. After a feed outage every socket is
 * checked again: what changed meanwhile was not heard.
 */
export function closeSocketsOnRevocation(feed: ChangeFeed, realtime: Realtime): void {
  // On the next turn: the caches' own listeners drop the changed rows first, so the check reads them anew.
  const check = (scope: SocketScope) => setImmediate(() => void realtime.refresh(scope).catch(() => undefined));
  feed.on('session', (_id, sessionId) => check(sessionId === undefined ? 'all' : { sessionId }));
  feed.on('user', (userId) => check(userId === undefined ? 'all' : { userId }));
  feed.onReset(() => check('all'));
}
