import { MESSAGES, RESET_LINK_TTL_MS } from '../../constants.js';
import { badRequest } from '../../errors.js';
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
import type { ApiModule } from '../module.js';
import { findUser, findUserByEmail, updateUser } from '../users/users-store.js';
import { resetPassword, signUp } from './account-changes.js';
import { AccountMails } from './account-mails.js';
import { PasswordSignIn } from './password-sign-in.js';
import { ResetCodeBudget } from './reset-code-budget.js';

const tags = ['auth'];
/** Routes that hash or check a password answer 503 when too many wait for Argon2 (services/passwords.ts). */
const busy = { 503: errorResponse };

export const authModule: ApiModule = {
  async public(api) {
    const { db, tokens } = api.deps;
    const signIn = new PasswordSignIn(api.deps);
    const mails = new AccountMails(api.deps, api.log);
    const codeTries = new ResetCodeBudget(api.deps, mails);

    api.post(
      '/auth/signup',
      { schema: { tags, body: signupBody, response: { 201: messageResponse, ...busy } } },
      async (request, reply) => {
        await signUp(api.deps, mails, request.body);
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
      async (request) => signIn.answer(request, request.body),
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
        await resetPassword(api.deps, request, request.body);
        return { message: MESSAGES.resetDone };
      },
    );
  },
};
