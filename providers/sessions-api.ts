import { quietGet, type ReadJson } from './api-calls';
import { httpClient } from './http-client';
import { memberQuery } from './member-query';
import type { MessageResponse, RevokedSessions, SecurityEventRecord, SessionRecord } from './types';

export type { SecurityEventRecord, SessionRecord };

export const sessionsKeys = {
  /** What signing in or out, or a new second factor, alters: both lists. */
  all: ['sessions'] as const,
  list: ['sessions', 'list'] as const,
  securityEvents: ['sessions', 'security-events'] as const,
};

// The two lists show their own loading state, so their reads skip the overlay.
export const sessionsQuery = (read: ReadJson = quietGet) =>
  memberQuery(sessionsKeys.list, () => read<SessionRecord[]>('user/sessions'));

export const securityEventsQuery = (read: ReadJson = quietGet) =>
  memberQuery(sessionsKeys.securityEvents, () => read<SecurityEventRecord[]>('user/security-events'));

/** Where the account is signed in: signing devices out (the profile's card). */
export const sessionsApi = {
  revoke: (id: string) =>
    httpClient.delete<MessageResponse>(`user/sessions/${encodeURIComponent(id)}`).then((r) => r.data),
  revokeOthers: () => httpClient.post<RevokedSessions>('user/sessions/revoke-others', {}).then((r) => r.data),
};
