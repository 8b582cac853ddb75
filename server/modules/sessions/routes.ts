import { SESSION_TEXTS } from '../../../common/security-events.js';
import { notFound } from '../../errors.js';
import { currentUser, requestOrigin } from '../../plugins/auth.js';
import {
  messageResponse,
  revokedSessions,
  securityEventList,
  sessionList,
  sessionParams,
  type SessionRecord,
} from '../../schemas/index.js';
import type { SessionRow } from '../../services/live-sessions.js';
import type { ApiModule } from '../module.js';
import { describeDevice } from './device.js';
import { endSessions } from './end-sessions.js';
import { recentSecurityEvents, recordSecurityEvent } from './security-events.js';

const tags = ['sessions'];

function sessionRecord(row: SessionRow, currentId: string): SessionRecord {
  const device = describeDevice(row.userAgent);
  return {
    id: row.id,
    device: device.name,
    deviceType: device.type,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    remember: row.remember,
    current: row.id === currentId,
  };
}

/** Logging out, where the account is signed in (revoke one or all others) and its security history. */
export const sessionsModule: ApiModule = {
  async member(api) {
    const { deps } = api;

    api.post('/auth/logout', { schema: { tags, response: { 200: messageResponse } } }, async (request) => {
      const me = currentUser(request);
      await deps.liveSessions.revoke(me.id, me.sessionId, deps.now());
      await recordSecurityEvent(deps, me.id, 'signed-out', requestOrigin(request));
      return { message: SESSION_TEXTS.loggedOut };
    });

    api.get('/user/sessions', { schema: { tags, response: { 200: sessionList } } }, async (request) => {
      const me = currentUser(request);
      const rows = await deps.liveSessions.listLive(me.id);
      // This device first, then the newest.
      return rows.map((row) => sessionRecord(row, me.sessionId)).sort((a, b) => Number(b.current) - Number(a.current));
    });

    api.delete(
      '/user/sessions/:id',
      { schema: { tags, params: sessionParams, response: { 200: messageResponse } } },
      async (request) => {
        const me = currentUser(request);
        if (!(await deps.liveSessions.revoke(me.id, request.params.id, deps.now())))
          throw notFound(SESSION_TEXTS.noSuchSession);
        const kind = request.params.id === me.sessionId ? 'signed-out' : 'session-revoked';
        await recordSecurityEvent(deps, me.id, kind, requestOrigin(request));
        return { message: SESSION_TEXTS.sessionRevoked };
      },
    );

    api.post(
      '/user/sessions/revoke-others',
      { schema: { tags, response: { 200: revokedSessions } } },
      async (request) => {
        const me = currentUser(request);
        const revoked = await endSessions(deps, me.id, {
          kind: 'sessions-revoked',
          details: requestOrigin(request),
          keep: me.sessionId,
        });
        return { message: SESSION_TEXTS.othersRevoked, revoked };
      },
    );

    api.get('/user/security-events', { schema: { tags, response: { 200: securityEventList } } }, async (request) =>
      recentSecurityEvents(deps, currentUser(request).id),
    );
  },
};
