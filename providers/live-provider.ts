import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { withSocket } from './socket';

/** What the server says after a staff write (docs/API.md#realtime): the area, the record and the method. */
export interface StaffChange {
  resource: string;
  id: string | null;
  method: string;
  by: number | null;
}

/** The Socket.IO event carrying staff changes, sent to the roles that may read the area. */
const STAFF_CHANGE_EVENT = 'staff-change';

/** A change as Refine's live event on the resource's channel. */
export function liveEventOf(change: StaffChange): LiveEvent {
  const type = change.method === 'DELETE' ? 'deleted' : change.id === null ? 'created' : 'updated';
  return {
    channel: `resources/${change.resource}`,
    type,
    payload: { ids: change.id === null ? undefined : [change.id], by: change.by },
    date: new Date(),
  };
}

type Subscription = () => void;

/**
 * Refine's live provider over the app's one socket: another staff member's write reaches every open
 * list and details screen of its resource in any process (the server's Redis adapter carries it).
 */
export const liveProvider: LiveProvider = {
  subscribe: ({ channel, types, callback }): Subscription => {
    const listener = (change: StaffChange) => {
      const event = liveEventOf(change);
      if (event.channel === channel && (types.includes('*') || types.includes(event.type))) callback(event);
    };
    return withSocket((socket) => {
      socket.on(STAFF_CHANGE_EVENT, listener);
      return () => socket.off(STAFF_CHANGE_EVENT, listener);
    });
  },
  unsubscribe: (subscription: Subscription) => subscription(),
};
