import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pictures (profile, promotion) are stored for good in rows, so their URLs cannot expire: public. */
export const PUBLIC_MEDIA_PREFIX = 'images/';
const MEDIA_PATH = '/media/';
// Expiries are rounded up to this step, so a page reload reuses cached media for a while.
const EXPIRY_STEP_S = 600;
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,511}$/;

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

/** Signs media keys into `/media/<key>?exp=<unix>&sig=<hmac>` and checks them. */
export class MediaUrls {
  private readonly key: Buffer;

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
    const expiry = Number(exp);
    if (!sig || !Number.isInteger(expiry) || expiry * 1000 < this.now().getTime()) return false;
    const expected = Buffer.from(this.signature(key, expiry));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * A grant to one user for every file under a folder key (an HLS ladder, whose playlists name their
   * segments by relative paths): the query string each of its URLs carries, `exp`, `u` and `sig`.
   */
  grantFolder(folder: string, userId: number): string {
    const exp = this.currentExpiry();
    return `exp=${exp}&u=${userId}&sig=${this.folderSignature(folder, exp, userId)}`;
  }

  /** The user a folder grant was made for, or null when it is forged, for another folder or expired. */
  verifyFolder(folder: string, exp?: string, user?: string, sig?: string): number | null {
    const expiry = Number(exp);
    const userId = Number(user);
    if (!sig || !Number.isInteger(expiry) || !Number.isInteger(userId) || expiry * 1000 < this.now().getTime())
      return null;
    const expected = Buffer.from(this.folderSignature(folder, expiry, userId));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  /** The URL a response carries for a stored reference. */
  toUrl(stored: string | null): string | null {
    if (!stored || isAbsolute(stored)) return stored;
    if (stored.startsWith(PUBLIC_MEDIA_PREFIX)) return `${MEDIA_PATH}${encodeURI(stored)}`;
    return this.sign(stored);
  }

  // Three lines where a file's signature signs two (keys hold no newline): one never passes for the other.
  private folderSignature(folder: string, exp: number, userId: number): string {
    return createHmac('sha256', this.key).update(`${folder}\n${exp}\n${userId}`).digest('base64url');
  }

  private signature(key: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${key}\n${exp}`).digest('base64url');
  }
}
