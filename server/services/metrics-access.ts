import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether an Authorization header carries the metrics token (no token configured: anyone reaching the listener). */
export function carriesMetricsToken(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  // Compared as hashes: equal lengths, and no timing that tells how much of the token was right.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

export const METRICS_TEXTS = {
  needsToken: 'Metrics need the bearer token METRICS_TOKEN names',
} as const;
