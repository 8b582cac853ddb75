import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Pictures (profile, promotion) are stored for good in rows, so their URLs cannot expire: public. */
export const PUBLIC_MEDIA_PREFIX = 'images/';
const MEDIA_PATH = '/media/';
// Expiries are rounded up to this step, so a page reload reuses cached media for a while.
const EXPIRY_STEP_S = 600;
const KEY_PATTERN = /^[A-Z0-9][\w./-]{0,511}$/i;
/** A plain signed link is a bearer link: it serves pictures (posters) only, never what a lecture teaches. */
const PICTURE = /\.(?:jpe?g|png|webp|gif|avif)$/i;
const GRANTS_KEPT = 100_000;

/** The session a media grant is made for: a signed-in caller. */
export interface MediaViewer {
  id: number;
  sessionId: string;
}

/** A grant's query as a media request carries it. */
export interface GrantQuery {
  exp?: string;
  u?: string;
  s?: string;
  sig?: string;
}

export const isMediaKey = (key: string) =>
  KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.' || part === '');
const isAbsolute = (value: string) => /^https?:\/\//i.test(value);

/**
 * What a row stores for a media reference: an outside http(s) URL as given, else the media key.
 * A URL this server signed (a form sending back what it read) turns back into its key. Null when it
 * is neither (a malformed URL or escape included), for the caller's 400.
 */
export function toStoredMedia(reference: string): string | null {
  let value = reference.trim();
  if (isAbsolute(value)) {
    const url = URL.parse(value);
    if (!url) return null;
    if (!(url.pathname.startsWith(MEDIA_PATH) && url.searchParams.has('sig'))) return value;
    value = url.pathname;
  }
  const key = decodedOrUndefined(value.split('?')[0])?.replace(/^\/?media\//, '');
  return key !== undefined && isMediaKey(key) ? key : null;
}

function decodedOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Signs media keys into expiring `/media/…` URLs and checks them: pictures with a plain signature,
 * lecture files (video, captions, HLS ladders) with a grant naming the session they were made for.
 */
export class MediaUrls {
  private readonly key: Buffer;
  /** Grants made, per session and path, reused while their expiry holds (an HMAC each). */
  private readonly grants = new LRUCache<string, { expiry: number; query: string }>({ max: GRANTS_KEPT });

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {
    // Its own key, derived from the app secret: a media signature can never pass for a token.
    this.key = createHmac('sha256', secret).update('media-url-signing').digest();
  }

  /** The expiry a URL signed now carries: while it stays the same, signed URLs may be reused. */
  currentExpiry(): number {
    const nowS = Math.floor(this.now().getTime() / 1000);
    return Math.ceil((nowS + this.ttlSeconds) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  }

  sign(key: string): string {
    const exp = this.currentExpiry();
    return `${MEDIA_PATH}${encodeURI(key)}?exp=${exp}&sig=${this.signature(key, exp)}`;
  }

  verify(key: string, exp: string | undefined, sig: string | undefined): boolean {
    if (key.startsWith(PUBLIC_MEDIA_PREFIX)) return true;
    if (!PICTURE.test(key)) return false;
    const expiry = Number(exp);
    if (!sig || !Number.isInteger(expiry) || expiry * 1000 < this.now().getTime()) return false;
    const expected = Buffer.from(this.signature(key, expiry));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * A grant to one session for a file, or for every file under a folder key (an HLS ladder, whose
   * playlists name their segments by relative paths): the query string its URLs carry, `exp`, `u`
   * (the user), `s` (the session) and `sig`. It is honoured while that session is live.
   */
  grant(path: string, viewer: MediaViewer): string {
    const exp = this.currentExpiry();
    const memoKey = `${viewer.sessionId}\n${path}`;
    const kept = this.grants.get(memoKey);
    if (kept?.expiry === exp) return kept.query;
    const query = `exp=${exp}&u=${viewer.id}&s=${viewer.sessionId}&sig=${this.grantSignature(path, exp, viewer.id, viewer.sessionId)}`;
    this.grants.set(memoKey, { expiry: exp, query });
    return query;
  }

  /** The user and session a grant was made for, or null when it is forged, for another path or expired. */
  verifyGrant(path: string, query: GrantQuery): { userId: number; sessionId: string } | null {
    const expiry = Number(query.exp);
    const userId = Number(query.u);
    const sessionId = query.s;
    if (!query.sig || !sessionId || !Number.isInteger(expiry) || !Number.isInteger(userId)) return null;
    if (expiry * 1000 < this.now().getTime()) return null;
    const expected = Buffer.from(this.grantSignature(path, expiry, userId, sessionId));
    const given = Buffer.from(query.sig);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, sessionId } : null;
  }

  /** The URL a lecture file (its video, a caption file) has for one session; outside URLs stay as they are. */
  toGrantedUrl(stored: string | null, viewer: MediaViewer): string | null {
    if (!stored || isAbsolute(stored) || stored.startsWith(PUBLIC_MEDIA_PREFIX)) return this.toUrl(stored);
    return `${MEDIA_PATH}${encodeURI(stored)}?${this.grant(stored, viewer)}`;
  }

  /** The URL a response carries for a stored reference. */
  toUrl(stored: string | null): string | null {
    if (!stored || isAbsolute(stored)) return stored;
    if (stored.startsWith(PUBLIC_MEDIA_PREFIX)) return `${MEDIA_PATH}${encodeURI(stored)}`;
    return this.sign(stored);
  }

  // Five lines where a plain signature signs two (keys hold no newline): one never passes for the other.
  private grantSignature(path: string, exp: number, userId: number, sessionId: string): string {
    return createHmac('sha256', this.key).update(`grant\n${path}\n${exp}\n${userId}\n${sessionId}`).digest('base64url');
  }

  private signature(key: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${key}\n${exp}`).digest('base64url');
  }
}
