import { MESSAGES, MFA_ENROL_TTL_MS, MFA_SIGN_IN_TTL_MS } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, unauthorized } from '../../errors.js';
import type { SecondFactorChallenge, SecondFactorEnrolment } from '../../schemas/index.js';
import type { RequestOrigin } from '../../services/live-sessions.js';
import { signInAnswer } from '../auth/sign-in-key.js';
import { findUser, updateUser, type UserRow } from '../users/users-store.js';
import { type Challenge, issueChallenge } from './challenges.js';
import { mustHaveFactor, signInMethods } from './factors.js';

/**
 * What the right password earns: the session key for an account without a second factor; otherwise a
 * short-lived challenge to complete with one (or, for staff who must have one and have none, to enrol
 * one). Never a key before the second factor.
 */
export async function passwordSignInAnswer(
  deps: AppDeps,
  user: UserRow,
  remember: boolean | undefined,
  origin: RequestOrigin,
): Promise<Awaited<ReturnType<typeof signInAnswer>> | SecondFactorChallenge | SecondFactorEnrolment> {
  const methods = await signInMethods(deps, user.id);
  if (methods.length > 0) {
    const challenge = await issueChallenge(deps, {
      purpose: 'sign-in',
      userId: user.id,
      remember,
      ttlMs: MFA_SIGN_IN_TTL_MS,
    });
    return { mfaRequired: true, challenge, methods, message: MESSAGES.mfaRequired };
  }
  if (mustHaveFactor(deps, user)) {
    const challenge = await issueChallenge(deps, {
      purpose: 'enrol',
      userId: user.id,
      remember,
      ttlMs: MFA_ENROL_TTL_MS,
    });
    return { mfaEnrolRequired: true, challenge, methods: ['totp', 'passkey'], message: MESSAGES.mfaEnrolRequired };
  }
  return signInAnswer(deps, user, remember, origin);
}

/** The account behind a step, if it may still sign in (it may have been deactivated meanwhile). */
export async function accountAllowedIn(deps: Pick<AppDeps, 'db'>, userId: number): Promise<UserRow> {
  const user = await findUser(deps.db, userId);
  if (!user || user.deletedAt) throw unauthorized(MESSAGES.mfaChallengeGone);
  if (!user.isVerified) throw forbidden(MESSAGES.notVerified);
  if (!user.isActive) throw forbidden(MESSAGES.inactive);
  return user;
}

/** The account a sign-in or enrolment step was issued to. */
export function challengeUserId(challenge: Challenge): number {
  if (challenge.userId === null) throw unauthorized(MESSAGES.mfaChallengeGone);
  return challenge.userId;
}

/** The key for an account that completed its sign-in another way than the password alone. */
export async function keyFor(deps: AppDeps, user: UserRow, remember: boolean | undefined, origin: RequestOrigin) {
  if (!user.hasSignedInBefore) await updateUser(deps.db, user.id, { hasSignedInBefore: true });
  return signInAnswer(deps, user, remember, origin);
}

/** The key for a completed step, with the Remember Me choice of the password step. */
export async function completeSignIn(deps: AppDeps, challenge: Challenge, origin: RequestOrigin) {
  return keyFor(deps, await accountAllowedIn(deps, challengeUserId(challenge)), challenge.remember, origin);
}
