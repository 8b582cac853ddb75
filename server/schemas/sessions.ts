import { z } from 'zod';
import { SECURITY_EVENT_KINDS } from '../../common/security-events.js';

/** A session id as keys carry it (random, base64url). */
export const sessionParams = z.object({
  id: z.string().regex(/^[\w-]{16,64}$/, 'Not a session id'),
});

/** Where the account is signed in: one row per live session. */
export const sessionRecord = z.object({
  id: z.string(),
  /** Browser and system from the user agent: `Chrome on Linux`. */
  device: z.string(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  remember: z.boolean(),
  /** The session of the key that asked. */
  current: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;
export const sessionList = z.array(sessionRecord);

export const revokedSessions = z.object({ message: z.string(), revoked: z.number() });
export type RevokedSessions = z.infer<typeof revokedSessions>;

/** One entry of the account's security history. */
export const securityEventRecord = z.object({
  id: z.number(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  createdAt: z.string(),
  address: z.string().nullable(),
  device: z.string().nullable(),
  /** A short fact beside the kind, e.g. `by staff`. */
  note: z.string().nullable(),
});
export type SecurityEventRecord = z.infer<typeof securityEventRecord>;
export const securityEventList = z.array(securityEventRecord);
