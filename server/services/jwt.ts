import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  role: 'admin' | 'member';
  tokenVersion: number;
}

/** Signs and checks the bearer tokens (HS256, with the user's token version inside). */
export class JwtService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, lifetimeSeconds: number): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + Math.round(lifetimeSeconds))
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token, or null. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.tv !== 'number') return null;
      return { userId, role: payload.role === 'admin' ? 'admin' : 'member', tokenVersion: payload.tv };
    } catch {
      return null;
    }
  }
}
