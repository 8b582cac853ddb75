import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict } from '../../errors.js';
import { requestOrigin } from '../../plugins/auth.js';
import type { ResetPasswordBody, SignupBody } from '../../schemas/index.js';
import { assertStrongPassword } from '../../services/password-strength.js';
import { hashPassword } from '../../services/passwords.js';
import { endSessions } from '../sessions/end-sessions.js';
import { findUser, findUserByEmail, insertUser, setPassword } from '../users/users-store.js';
import type { AccountMails } from './account-mails.js';

/** A new account, unverified until its mailed link is opened. */
export async function signUp(deps: Pick<AppDeps, 'db'>, mails: AccountMails, body: SignupBody): Promise<void> {
  // A taken email costs no hash: only new accounts reach Argon2 (the insert below still settles races).
  if (await findUserByEmail(deps.db, body.email)) throw conflict(MESSAGES.emailTaken);
  assertStrongPassword(body.password, [body.email, body.name]);
  const passwordHash = await hashPassword(body.password);
  const { name, email, dob, phone } = body;
  const user = await insertUser(deps.db, { name, email, dob, phone, passwordHash });
  if (!user) throw conflict(MESSAGES.emailTaken);
  await mails.verification(user);
}

/**
 * A new password through a reset link: it also verifies the account, and ends every session. The link
 * is used up only once the new password is accepted and hashed.
 */
export async function resetPassword(deps: AppDeps, request: FastifyRequest, body: ResetPasswordBody): Promise<void> {
  const { token, password, confirmPassword } = body;
  if (password !== confirmPassword) throw badRequest(MESSAGES.passwordsDiffer, { field: 'confirmPassword' });
  const owner = await deps.tokens.linkOwner(token, 'reset');
  const account = owner ? await findUser(deps.db, owner) : undefined;
  if (!account) throw badRequest(MESSAGES.resetFailed);
  assertStrongPassword(password, [account.email, account.name]);
  const passwordHash = await hashPassword(password);
  const userId = await deps.tokens.consumeLink(token, 'reset');
  if (userId !== account.id) throw badRequest(MESSAGES.resetFailed);
  await setPassword(deps.db, userId, passwordHash, deps.now(), { isVerified: true });
  await deps.tokens.retire(userId, ['reset', 'code']);
  await endSessions(deps, userId, { kind: 'password-reset', details: requestOrigin(request) });
}
