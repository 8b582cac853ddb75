import { jwtVerify, SignJWT } from 'jose';
import { ROLES } from '../../common/roles.js';
import type { TokenClaims } from '../access/types.js';

const VERIFIED_CAPACITY = 10_000;

/**
 * Tokens already verified are found by the end of their signature (96 bits of an HMAC) and then
 * compared whole: a map keyed by the whole token hashed all of its 200-odd characters on every call,
 * a seventieth of a cached member answer's time.
 */
const SIGNATURE_END = 16;
const lookupKey = (token: string) => token.slice(-SIGNATURE_END);

/** Signs and checks the bearer tokens (HS256, with the user's token version and session id inside). */
export class JwtService {
  private readonly key: Uint8Array;
  /** Tokens already checked, until they expire: WebCrypto's HMAC is the biggest cost of a signed-in call. */
  private readonly verified = new Map<string, { token: string; claims: TokenClaims; expiresAtMs: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A key for a session, expiring with it; `issuedAt` is the instant its lifetime was counted from. */
  sign(claims: TokenClaims, expiresAt: Date, issuedAt = new Date()): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tokenVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a token already verified and not expired, else undefined (`verify` then decides). */
  known(token: string): TokenClaims | undefined {
    const known = this.verified.get(lookupKey(token));
    return known && known.token === token && known.expiresAtMs > Date.now() ? known.claims : undefined;
  }

  /** The claims of a valid, unexpired token, or null. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.known(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const { tv, sid, exp } = payload;
      if (!Number.isInteger(userId) || typeof tv !== 'number' || typeof sid !== 'string' || typeof exp !== 'number')
        return null;
      const claims: TokenClaims = {
        userId,
        role: ROLES.find((role) => role === payload.role) ?? 'member',
        tokenVersion: tv,
        sessionId: sid,
      };
      // Revocation is the session row and the token version, checked on every call: only the signature is remembered.
      const key = lookupKey(token);
      this.verified.delete(key);
      this.verified.set(key, { token, claims, expiresAtMs: exp * 1000 });
      if (this.verified.size > VERIFIED_CAPACITY) this.verified.delete(this.verified.keys().next().value as string);
      return claims;
    } catch {
      return null;
    }
  }
}
