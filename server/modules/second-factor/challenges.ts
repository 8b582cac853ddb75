import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES, MFA_WRONG_CODES_PER_CHALLENGE } from '../../constants.js';
import { type MfaChallengePurpose, mfaChallenges } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { unauthorized } from '../../errors.js';
import { SecondFactorKeys } from './keys.js';

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

/** The live step of that token and purpose (unused, unexpired), or 401: the client starts over. */
export async function liveChallenge(
  deps: ChallengeDeps,
  token: string,
  purpose: MfaChallengePurpose,
  userId?: number,
): Promise<Challenge> {
  const [row] = await deps.db
    .select()
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, hashOf(deps, token)),
        eq(mfaChallenges.purpose, purpose),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, deps.now()),
      ),
    );
  if (!row || (userId !== undefined && row.userId !== userId)) throw unauthorized(MESSAGES.mfaChallengeGone);
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

/** A wrong code on this step; the last one allowed uses it up. */
export async function countWrongTry(deps: ChallengeDeps, challenge: Challenge): Promise<void> {
  await deps.db
    .update(mfaChallenges)
    .set({
      attempts: sql`${mfaChallenges.attempts} + 1`,
      usedAt: sql`case when ${mfaChallenges.attempts} + 1 >= ${MFA_WRONG_CODES_PER_CHALLENGE} then ${deps.now().toISOString()}::timestamptz else null end`,
    })
    .where(eq(mfaChallenges.id, challenge.id));
}

/** Ties a WebAuthn challenge to the step; a later request for options replaces it. */
export async function attachWebauthnChallenge(
  deps: ChallengeDeps,
  challenge: Challenge,
  webauthnChallenge: string,
): Promise<void> {
  await deps.db.update(mfaChallenges).set({ webauthnChallenge }).where(eq(mfaChallenges.id, challenge.id));
}
