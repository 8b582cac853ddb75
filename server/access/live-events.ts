import { DISCUSSION_EVENT } from '../../common/discussions.js';
import { LIVE_CHAT_EVENTS } from '../../common/live-chat.js';
import type { Role } from '../../common/roles.js';
import { rulesFor, type StaffArea } from './roles.js';

/**
 * Each live event for staff screens and the rule-table area it tells of (docs/API.md#realtime): only
 * the roles that may read that area hear it, as only they may read it over HTTP. `staff-change`
 * names its area in each event (server/plugins/staff-live.ts).
 */
export const STAFF_EVENTS = {
  'support-message': 'customer-support',
  transcode: 'video-upload',
  'discussion-report': 'discussions',
  [DISCUSSION_EVENT]: 'discussions',
  [LIVE_CHAT_EVENTS.flagged]: 'live',
} as const satisfies Record<string, StaffArea>;

export type StaffEvent = keyof typeof STAFF_EVENTS;

/** The Socket.IO room of the sockets whose role may read an area. */
export const areaRoom = (area: StaffArea) => `area:${area}`;

/** The room that hears a staff event. */
export const staffEventRoom = (event: StaffEvent) => areaRoom(STAFF_EVENTS[event]);

/** The area rooms a role's sockets belong to: one per area its rules let it read, none for members. */
export const areaRoomsOf = (role: Role): string[] => (Object.keys(rulesFor(role)) as StaffArea[]).map(areaRoom);

export const isAreaRoom = (room: string) => room.startsWith('area:');
