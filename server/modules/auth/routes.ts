import { MESSAGES, RESET_LINK_TTL_MS } from '../../constants.js';
import { badRequest, conflict, forbidden, unauthorized } from '../../errors.js';
import { requestOrigin } from '../../plugins/auth.js';
import {
  emailBody,
  errorResponse,
  messageResponse,
  resetPasswordBody,
  signinBody,
  signinResponse,
  signupBody,
  verificationFailure,
  verificationParams,
  verificationResponse,
  verifyCodeBody,
  verifyCodeResponse,
} from '../../schemas/index.js';
import { assertStrongPassword } from '../../services/password-strength.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../services/passwords.js';
import type { ApiModule } from '../module.js';
import { passwordSignInAnswer } from '../second-factor/sign-in-step.js';
import { endSessions } from '../sessions/end-sessions.js';
import { recordSecurityEvent } from '../sessions/security-events.js';
import { findUser, findUserByEmail, insertUser, setPassword, updateUser } from '../users/users-store.js';
import { AccountMails } from './account-mails.js';
import { ResetCodeBudget } from './reset-code-budget.js';
import { SignInBackoff } from './sign-in-backoff.js';
import { SignInThrottle } from './sign-in-throttle.js';

const tags = ['auth'];
/** Routes that hash or check a password answer 503 when too many wait for Argon2 (services/passwords.ts). */
const busy = { 503: errorResponse };

export const authModule: ApiModule = {
  async public(api) {
    const { db, tokens } = api.deps;
    const throttle = new SignInThrottle(api.deps.budgets);
    const backoff = new SignInBackoff(api.deps.budgets);
    const mails = new AccountMails(api.deps, api.log);
    const codeTries = new ResetCodeBudget(api.deps, mails);

    api.post(
      '/auth/signup',
      { schema: { tags, body: signupBody, response: { 201: messageResponse, ...busy } } },
      async (request, reply) => {
        const body = request.body;
        // A taken email costs no hash: only new accounts reach Argon2 (the insert below still settles races).
        if (await findUserByEmail(db, body.email)) throw conflict(MESSAGES.emailTaken);
        assertStrongPassword(body.password, [body.email, body.name]);
        const passwordHash = await hashPassword(body.password);
        const { name, email, dob, phone } = body;
        const user = await insertUser(db, { name, email, dob, phone, passwordHash });
        if (!user) throw conflict(MESSAGES.emailTaken);
        await mails.verification(user);
        return reply.code(201).send({ message: MESSAGES.signupDone });
      },
    );

    api.post(
      '/auth/resend-verification',
      { schema: { tags, body: emailBody, response: { 200: messageResponse } } },
      async (request) => {
        const { email } = request.body;
        mails.later((later) => later.verificationTo(email));
        return { message: MESSAGES.resendDone };
      },
    );

    api.patch(
      '/auth/verification/:token',
      {
        schema: { tags, params: verificationParams, response: { 200: verificationResponse, 400: verificationFailure } },
      },
      async (request, reply) => {
        const userId = await tokens.consumeLink(request.params.token, 'verify');
        if (!userId) {
          // A link opened again (or late) by an account verified since: still refused, but saying so.
          const owner = await tokens.linkIssuedTo(request.params.token, 'verify');
          const account = owner === null ? undefined : await findUser(db, owner);
          if (account?.isVerified)
            return reply.code(400).send({ status: false, alreadyVerified: true, message: MESSAGES.alreadyVerified });
          return reply.code(400).send({ status: false, message: MESSAGES.verificationFailed });
        }
        await updateUser(db, userId, { isVerified: true, updatedAt: api.deps.now() });
        return { status: true, message: MESSAGES.verified };
      },
    );

    api.post(
      '/auth/signin',
      { schema: { tags, body: signinBody, response: { 200: signinResponse, ...busy } } },
      async (request) => {
        const { email, password, remember } = request.body;
        await throttle.take(email, request.ip);
        await backoff.wait(email);
        const user = await findUserByEmail(db, email);
        const valid =
          user && !user.deletedAt
            ? await verifyPassword(user.passwordHash, password)
            : await verifyAgainstDummy(password);
        if (!user || !valid) {
          await backoff.recordFailure(email);
          if (user && !user.deletedAt)
            await recordSecurityEvent(api.deps, user.id, 'sign-in-failed', requestOrigin(request));
          throw unauthorized(MESSAGES.badCredentials);
        }
        // The password was right: not a guess, whatever the account's state.
        await throttle.succeeded(email, request.ip);
        if (!user.isVerified) throw forbidden(MESSAGES.notVerified);
        if (!user.isActive) throw forbidden(MESSAGES.inactive);
        if (!user.hasSignedInBefore) await updateUser(db, user.id, { hasSignedInBefore: true });
        return passwordSignInAnswer(api.deps, user, remember, requestOrigin(request));
      },
    );

    api.post(
      '/auth/forgot-password',
      { schema: { tags, body: emailBody, response: { 200: messageResponse } } },
      async (request) => {
        const { email } = request.body;
        mails.later((later) => later.resetTo(email));
        return { message: MESSAGES.forgotDone };
      },
    );

    api.post(
      '/auth/verify-code',
      { schema: { tags, body: verifyCodeBody, response: { 200: verifyCodeResponse, 429: errorResponse } } },
      async (request) => {
        const { email, code } = request.body;
        await codeTries.take(email, request.ip);
        const user = await findUserByEmail(db, email);
        if (!user || !(await tokens.consumeCode(user.id, code))) throw badRequest(MESSAGES.wrongCode);
        return { token: await tokens.issueLink(user.id, 'reset', RESET_LINK_TTL_MS) };
      },
    );

    api.patch(
      '/auth/reset-password',
      { schema: { tags, body: resetPasswordBody, response: { 200: messageResponse, ...busy } } },
      async (request) => {
        const { token, password, confirmPassword } = request.body;
        if (password !== confirmPassword) throw badRequest(MESSAGES.passwordsDiffer, { field: 'confirmPassword' });
        // The link is used up only once the new password is accepted and hashed.
        const owner = await tokens.linkOwner(token, 'reset');
        const account = owner ? await findUser(db, owner) : undefined;
        if (!account) throw badRequest(MESSAGES.resetFailed);
        assertStrongPassword(password, [account.email, account.name]);
        const passwordHash = await hashPassword(password);
        const userId = await tokens.consumeLink(token, 'reset');
        if (userId !== account.id) throw badRequest(MESSAGES.resetFailed);
        await setPassword(db, userId, passwordHash, api.deps.now(), { isVerified: true });
        await tokens.retire(userId, ['reset', 'code']);
        await endSessions(api.deps, userId, { kind: 'password-reset', details: requestOrigin(request) });
        return { message: MESSAGES.resetDone };
      },
    );
  },
};
