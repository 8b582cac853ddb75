import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessFor, rolesThatRead } from '../access/staff-rules.js';

/** The event staff screens' live lists listen to (docs/API.md#realtime). */
export const STAFF_CHANGE_EVENT = 'staff-change';

/**
 * After a staff write succeeded, tells the staff who may read its area, in every process (the Redis
 * adapter carries it), which record changed: their open lists and details screens fetch it again.
 */
export async function announceStaffWrite(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const area = request.staffArea;
  if (!area || accessFor(request.method) === 'read' || reply.statusCode >= 400) return;
  const id = (request.params as { id?: unknown } | undefined)?.id;
  request.server.deps.realtime.toRoles(rolesThatRead(area), STAFF_CHANGE_EVENT, {
    resource: area,
    id: id === undefined ? null : String(id),
    method: request.method,
    by: request.user?.id ?? null,
  });
}
