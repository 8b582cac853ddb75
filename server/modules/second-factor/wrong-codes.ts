import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { MESSAGES, MFA_FAILURE_WINDOW_MS, MFA_WRONG_CODES_PER_HOUR } from '../../constants.js';
import { mfaFailures } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { tooManyRequests } from '../../errors.js';

type FailureDeps = Pick<AppDeps, 'db' | 'now'>;

/**
 * An account's wrong second-factor codes (and proofs) over the last hour, whatever the challenge and
 * address: past the budget every try answers 429 until the oldest one leaves the window.
 */
export async function assertCodesLeft(deps: FailureDeps, userId: number): Promise<void> {
  const now = deps.now().getTime();
  const [row] = await deps.db
    .select({ failures: count(), oldest: min(mfaFailures.at) })
    .from(mfaFailures)
    .where(and(eq(mfaFailures.userId, userId), gt(mfaFailures.at, new Date(now - MFA_FAILURE_WINDOW_MS))));
  if (row && row.failures >= MFA_WRONG_CODES_PER_HOUR && row.oldest) {
    throw tooManyRequests(MESSAGES.mfaThrottled, (new Date(row.oldest).getTime() + MFA_FAILURE_WINDOW_MS - now) / 1000);
  }
}

export async function recordWrongCode(deps: FailureDeps, userId: number): Promise<void> {
  const at = deps.now();
  await deps.db.insert(mfaFailures).values({ userId, at });
  await deps.db
    .delete(mfaFailures)
    .where(and(eq(mfaFailures.userId, userId), lt(mfaFailures.at, new Date(at.getTime() - MFA_FAILURE_WINDOW_MS))));
}
