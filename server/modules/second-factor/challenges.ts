import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES, MFA_WRONG_CODES_PER_CHALLENGE } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { unauthorized } from '../../errors.js';
import { SecondFactorKeys } from './keys.js';
import { type MfaChallengePurpose, mfaChallenges } from './schema.js';

export type Challenge = typeof mfaChallenges.$inferSelect;
type ChallengeDeps = Pick<AppDeps, 'db' | 'now' | 'secondFactorKeys'>;

interface NewChallenge {
  purpose: MfaChallengePurpose;
  userId: number | null;
  ttlMs: number;
  remember?: boolean;
  webauthnChallenge?: string;
}

const hashOf = (deps: ChallengeDeps, token: string) => deps.secondFactorKeys.digest(`challenge:${token}`);

/** Stores a new step and hands back its token; expired steps of anyone are swept on the way. */
export async function issueChallenge(deps: ChallengeDeps, step: NewChallenge): Promise<string> {
  const now = deps.now();
  await deps.db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, now));
  const token = SecondFactorKeys.token();
  await deps.db.insert(mfaChallenges).values({
    tokenHash: hashOf(deps, token),
    purpose: step.purpose,
    userId: step.userId,
    remember: step.remember ?? false,
    webauthnChallenge: step.webauthnChallenge ?? null,
    expiresAt: new Date(now.getTime() + step.ttlMs),
  });
  return token;
}

/** A step of that token and purpose that is unused, unexpired and has tries left. */
const liveStep = (deps: ChallengeDeps, token: string, purpose: MfaChallengePurpose) =>
  and(
    eq(mfaChallenges.tokenHash, hashOf(deps, token)),
    eq(mfaChallenges.purpose, purpose),
    isNull(mfaChallenges.usedAt),
    gt(mfaChallenges.expiresAt, deps.now()),
    lt(mfaChallenges.attempts, MFA_WRONG_CODES_PER_CHALLENGE),
  );

/** The live step of that token and purpose, or 401: the client starts over. */
export async function liveChallenge(
  deps: ChallengeDeps,
  token: string,
  purpose: MfaChallengePurpose,
  userId?: number,
): Promise<Challenge> {
  const [row] = await deps.db
    .select()
    .from(mfaChallenges)
    .where(liveStep(deps, token, purpose));
  if (!row || (userId !== undefined && row.userId !== userId)) throw unauthorized(MESSAGES.mfaChallengeGone);
  return row;
}

/**
 * Takes one of the live step's tries before its answer is checked, in one statement, so of answers
 * sent at once only as many as the step allows are checked; the others, and every answer after the
 * last wrong one, get the 401 of a step that is gone. A right answer then uses the step up.
 */
export async function takeTry(deps: ChallengeDeps, token: string, purpose: MfaChallengePurpose): Promise<Challenge> {
  const [row] = await deps.db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(liveStep(deps, token, purpose))
    .returning();
  if (!row) throw unauthorized(MESSAGES.mfaChallengeGone);
  return row;
}

/** Uses the step up; only one of two racing completions gets it, the other a 401. */
export async function consumeChallenge(deps: ChallengeDeps, challenge: Challenge): Promise<void> {
  const used = await deps.db
    .update(mfaChallenges)
    .set({ usedAt: deps.now() })
    .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.usedAt)))
    .returning({ id: mfaChallenges.id });
  if (used.length !== 1) throw unauthorized(MESSAGES.mfaChallengeGone);
}

/** Ties a WebAuthn challenge to the step; a later request for options replaces it. */
export async function attachWebauthnChallenge(
  deps: ChallengeDeps,
  challenge: Challenge,
  webauthnChallenge: string,
): Promise<void> {
  await deps.db.update(mfaChallenges).set({ webauthnChallenge }).where(eq(mfaChallenges.id, challenge.id));
}
