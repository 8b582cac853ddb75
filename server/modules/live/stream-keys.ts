import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

/** A stream key: 32 characters of base64url (192 random bits), what RTMP accepts in a stream name. */
const STREAM_KEY = /^[\w-]{32}$/;

/** A new key for a class: shown once to staff, stored only as its hash. */
export const newStreamKey = (): string => randomBytes(24).toString('base64url');

/**
 * What the database keeps of a key. A fast hash is enough: the key is random and 192 bits long, so
 * no dictionary or brute force over the hashes can find it, unlike a chosen password.
 */
export const streamKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Whether a publish names a key of the right shape at all: anything else is refused without a look-up. */
export const isStreamKeyShape = (name: string): boolean => STREAM_KEY.test(name);

/** The RTMP application every class publishes under: rtmp://host:port/live/<key>. */
export const RTMP_APP = 'live';

/** Where coaches publish (OBS's "Server"): the site's host on RTMP_PORT; null when RTMP_PORT is 0. */
export function ingestUrl(config: Pick<Config, 'RTMP_PORT' | 'publicUrl'>): string | null {
  if (!config.RTMP_PORT) return null;
  return `rtmp://${new URL(config.publicUrl).hostname}:${config.RTMP_PORT}/${RTMP_APP}`;
}
