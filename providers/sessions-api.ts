import { httpClient } from './http-client';
import type { MessageResponse, RevokedSessions, SecurityEventRecord, SessionRecord } from './types';

export type { SecurityEventRecord, SessionRecord };

/**
 * Where the account is signed in, signing devices out, and its security history (the profile's card).
 * The two lists show their own loading state, so their reads skip the overlay.
 */
export const sessionsApi = {
  list: () => httpClient.get<SessionRecord[]>('user/sessions', { silent: true }).then((r) => r.data),
  revoke: (id: string) =>
    httpClient.delete<MessageResponse>(`user/sessions/${encodeURIComponent(id)}`).then((r) => r.data),
  revokeOthers: () => httpClient.post<RevokedSessions>('user/sessions/revoke-others', {}).then((r) => r.data),
  securityEvents: () =>
    httpClient.get<SecurityEventRecord[]>('user/security-events', { silent: true }).then((r) => r.data),
};
