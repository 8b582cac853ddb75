import { z } from 'zod';
import { DISCUSSION_LEAVE, DISCUSSION_WATCH, DISCUSSION_WATCHING } from '../../../common/discussions.js';
import { hasContentAccess } from '../../access/membership.js';
import type { AppDeps } from '../../deps.js';

const watchPayload = z.object({ lectureId: z.number().int().positive().max(2_147_483_647) });

/** The Socket.IO room of one lecture's discussion: only sockets that may read it join. */
export const discussionRoom = (lectureId: number) => `discussion:${lectureId}`;

/**
 * Pages join a lecture's room when they show its discussion, if their user may watch the lecture (the
 * rule of its routes), so a change reaches only those who may read it; staff hear every lecture's.
 */
export function discussionRooms(deps: Pick<AppDeps, 'realtime' | 'catalogue' | 'signedIn' | 'now'>): void {
  deps.realtime.on(DISCUSSION_WATCH, async (user, payload, socket) => {
    const parsed = watchPayload.safeParse(payload);
    if (!parsed.success) return;
    const { lectureId } = parsed.data;
    const watching =
      (await hasContentAccess(user, deps.signedIn, deps.now())) && !!(await deps.catalogue.lecture(user, lectureId));
    if (watching) await socket.join(discussionRoom(lectureId));
    socket.emit(DISCUSSION_WATCHING, { lectureId, watching });
  });
  deps.realtime.on(DISCUSSION_LEAVE, async (_, payload, socket) => {
    const parsed = watchPayload.safeParse(payload);
    if (parsed.success) await socket.leave(discussionRoom(parsed.data.lectureId));
  });
}
