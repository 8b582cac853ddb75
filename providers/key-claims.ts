/** What a session key says of itself (RFC 7519 claims), read and not checked: the server checks. */
interface KeyClaims {
  /** Whom it was given to. */
  sub?: string;
  /** When it stops opening anything, in seconds since 1970. */
  exp?: number;
}

/** The claims in a key's payload (its middle, base64url JSON part), or none when it is not a JWT. */
export function readKeyClaims(token: string | null): KeyClaims {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    return {
      ...(typeof claims.sub === 'string' ? { sub: claims.sub } : {}),
      ...(typeof claims.exp === 'number' ? { exp: claims.exp } : {}),
    };
  } catch {
    return {};
  }
}
