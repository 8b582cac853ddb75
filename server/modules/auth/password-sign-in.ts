import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, unauthorized } from '../../errors.js';
import { requestOrigin } from '../../plugins/auth.js';
import type { SigninBody } from '../../schemas/index.js';
import { verifyAgainstDummy, verifyPassword } from '../../services/passwords.js';
import { passwordSignInAnswer } from '../second-factor/sign-in-step.js';
import { recordSecurityEvent } from '../sessions/security-events.js';
import { findUserByEmail, updateUser } from '../users/users-store.js';
import { SignInBackoff } from './sign-in-backoff.js';
import { SignInThrottle } from './sign-in-throttle.js';

/**
 * The password step of a sign-in: throttled per account and address, slowed after failures, and as
 * slow for an unknown email as for a wrong password. The right password is no guess, whatever the
 * account's state; only then is an unverified or inactive account told so.
 */
export class PasswordSignIn {
  private readonly throttle: SignInThrottle;
  private readonly backoff: SignInBackoff;

  constructor(private readonly deps: AppDeps) {
    this.throttle = new SignInThrottle(deps.budgets);
    this.backoff = new SignInBackoff(deps.budgets);
  }

  async answer(request: FastifyRequest, { email, password, remember }: SigninBody) {
    const { deps, throttle, backoff } = this;
    await throttle.take(email, request.ip);
    await backoff.wait(email);
    const user = await findUserByEmail(deps.db, email);
    const valid =
      user && !user.deletedAt ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid) {
      await backoff.recordFailure(email);
      if (user && !user.deletedAt) await recordSecurityEvent(deps, user.id, 'sign-in-failed', requestOrigin(request));
      throw unauthorized(MESSAGES.badCredentials);
    }
    await throttle.succeeded(email, request.ip);
    if (!user.isVerified) throw forbidden(MESSAGES.notVerified);
    if (!user.isActive) throw forbidden(MESSAGES.inactive);
    if (!user.hasSignedInBefore) await updateUser(deps.db, user.id, { hasSignedInBefore: true });
    return passwordSignInAnswer(deps, user, remember, requestOrigin(request));
  }
}
