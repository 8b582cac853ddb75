import { httpClient } from './http-client';
import type { MessageResponse, RevokedSessions, SecurityEventRecord, SessionRecord } from './types';

export type { SecurityEventRecord, SessionRecord };

/** Where the account is signed in, signing devices out, and its security history (the profile's card). */
export const sessionsApi = {
  list: () => httpClient.get<SessionRecord[]>('user/sessions').then((r) => r.data),
  revoke: (id: string) =>
    httpClient.delete<MessageResponse>(`user/sessions/${encodeURIComponent(id)}`).then((r) => r.data),
  revokeOthers: () => httpClient.post<RevokedSessions>('user/sessions/revoke-others', {}).then((r) => r.data),
  securityEvents: () => httpClient.get<SecurityEventRecord[]>('user/security-events').then((r) => r.data),
};
