import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { DISCUSSION_EVENT } from '../common/discussions';
import { discussionsKeys } from './discussions-api';
import { invalidate } from './member-query';
import { notificationsKeys } from './notifications-api';
import { watchedKeys } from './progress-api';
import { withSocket } from './socket';

interface LiveEvent {
  event: string;
  /** The answers the event makes stale. */
  changes(payload: { lectureId?: number } | undefined): readonly QueryKey[];
  /** `none`: read when next shown, not under the player that saved the position. */
  refetchType?: 'none';
}

/** The socket events a member's screens hear (docs/API.md#realtime), and what each changes. */
const LIVE_EVENTS: LiveEvent[] = [
  { event: 'notification', changes: () => [notificationsKeys.all] },
  {
    event: DISCUSSION_EVENT,
    changes: (change) => [change?.lectureId === undefined ? discussionsKeys.all : discussionsKeys.of(change.lectureId)],
  },
  { event: 'progress-saved', changes: () => watchedKeys, refetchType: 'none' },
];

/** What screens kept live by pushes read again on each connection: a push sent while there was none is lost. */
const CAUGHT_UP = [notificationsKeys.all, discussionsKeys.all];

/**
 * Keeps the query cache live over the session's socket: each event marks what it changed stale, and
 * each connection (the first one too) what may have changed unheard. Returns what stops it.
 */
export function keepQueriesLive(client: QueryClient): () => void {
  return withSocket(
    (socket) => {
      const listeners = LIVE_EVENTS.map(({ event, changes, refetchType }) => {
        const listener = (payload?: { lectureId?: number }) => void invalidate(client, changes(payload), refetchType);
        socket.on(event, listener);
        return () => socket.off(event, listener);
      });
      return () => listeners.forEach((off) => off());
    },
    () => void invalidate(client, CAUGHT_UP),
  );
}
