import { and, desc, eq, lte, sql } from 'drizzle-orm';
import {
  MESSAGES,
  PASSKEY_CEREMONIES_LIVE,
  PASSKEY_CEREMONIES_PER_ADDRESS,
  PASSKEY_CEREMONY_TTL_MS,
  SIGN_IN_WINDOW_MS,
} from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { tooManyRequests } from '../../errors.js';
import { issueChallenge } from './challenges.js';
import { authenticationOptions } from './passkeys.js';
import { mfaChallenges } from './schema.js';

const budgetKey = (address: string) => `passkey-ceremonies:${address}`;
const PURPOSE = 'passkey-sign-in';

/**
 * Starts a password-less passkey sign-in, which anyone may ask for and which stores a ceremony until
 * it expires: each address has a budget of them in the shared budgets (429 past it), and only the
 * newest PASSKEY_CEREMONIES_LIVE are kept, so no number of addresses can grow the table without end.
 */
export async function startPasskeySignIn(deps: AppDeps, address: string) {
  const use = await deps.budgets.take(budgetKey(address), PASSKEY_CEREMONIES_PER_ADDRESS, SIGN_IN_WINDOW_MS);
  if (!use.allowed) throw tooManyRequests(MESSAGES.passkeyThrottled, use.retryAfterMs / 1000);
  const options = await authenticationOptions(deps);
  const challenge = await issueChallenge(deps, {
    purpose: PURPOSE,
    userId: null,
    webauthnChallenge: options.challenge,
    ttlMs: PASSKEY_CEREMONY_TTL_MS,
  });
  await dropOldestCeremonies(deps);
  return { challenge, options };
}

/** A passkey sign-in that succeeded gives its address its ceremony back: a member's own use never runs out. */
export const passkeySignInFinished = (deps: AppDeps, address: string) => deps.budgets.giveBack(budgetKey(address));

async function dropOldestCeremonies(deps: Pick<AppDeps, 'db'>) {
  const newestDropped = deps.db
    .select({ id: mfaChallenges.id })
    .from(mfaChallenges)
    .where(eq(mfaChallenges.purpose, PURPOSE))
    .orderBy(desc(mfaChallenges.id))
    .offset(PASSKEY_CEREMONIES_LIVE)
    .limit(1);
  await deps.db
    .delete(mfaChallenges)
    .where(and(eq(mfaChallenges.purpose, PURPOSE), lte(mfaChallenges.id, sql`(${newestDropped})`)));
}
