import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessFor, isStaffArea, type StaffArea } from '../access/roles.js';
import type { AppDeps } from '../deps.js';

/** The event staff screens' live lists listen to (docs/API.md#realtime). */
export const STAFF_CHANGE_EVENT = 'staff-change';

interface StaffChange {
  resource: StaffArea;
  id: string | null;
  method: string;
  by: number | null;
}

/**
 * After a staff write succeeded, says which record changed through the change feed: each process,
 * once it has heard the write's own notifications (so its caches already answer the new record),
 * tells its staff sockets whose role may read the area, and their lists and details fetch again.
 */
export async function announceStaffWrite(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const area = request.staffArea;
  if (!area || accessFor(request.method) === 'read' || reply.statusCode >= 400) return;
  const id = (request.params as { id?: unknown } | undefined)?.id;
  const change: StaffChange = {
    resource: area,
    id: id === undefined ? null : String(id),
    method: request.method,
    by: request.user?.id ?? null,
  };
  await request.server.deps.changeFeed.announce('staff-change', JSON.stringify(change));
}

/** Passes each staff change this process hears to its own sockets (every process hears each one). */
export function relayStaffChanges({ changeFeed, realtime }: Pick<AppDeps, 'changeFeed' | 'realtime'>): void {
  changeFeed.on('staff-change', (_, subject) => {
    const change = parsed(subject);
    if (change && isStaffArea(change.resource)) realtime.toLocalArea(change.resource, STAFF_CHANGE_EVENT, change);
  });
}

function parsed(subject: string | undefined): StaffChange | undefined {
  try {
    return JSON.parse(subject ?? '') as StaffChange;
  } catch {
    return undefined;
  }
}
