import { eq } from 'drizzle-orm';
import { MESSAGES, RESET_CODE_TTL_MS, RESET_LINK_TTL_MS, VERIFY_LINK_TTL_MS } from '../../constants.js';
import { users } from '../../db/schema.js';
import { badRequest, conflict, forbidden, unauthorized } from '../../errors.js';
import { requestOrigin } from '../../plugins/auth.js';
import {
  emailBody,
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
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../services/passwords.js';
import type { ApiModule } from '../module.js';
import { endSessions } from '../sessions/end-sessions.js';
import { recordSecurityEvent } from '../sessions/security-events.js';
import { setPassword } from '../users/set-password.js';
import { resetMail, verificationMail } from './mails.js';
import { signInAnswer } from './sign-in-key.js';
import { SignInThrottle } from './sign-in-throttle.js';

const tags = ['auth'];

export const authModule: ApiModule = {
  async public(api) {
    const { db, mailer, config, tokens } = api.deps;
    const throttle = new SignInThrottle(api.deps);
    const findByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
    const sendVerification = async (user: { id: number; name: string; email: string }) => {
      const token = await tokens.issueLink(user.id, 'verify', VERIFY_LINK_TTL_MS);
      await mailer.send(
        verificationMail(user.email, user.name, `${config.publicUrl}/thankyou-verification?token=${token}`),
      );
    };

    api.post(
      '/auth/signup',
      { schema: { tags, body: signupBody, response: { 201: messageResponse } } },
      async (request, reply) => {
        const body = request.body;
        const passwordHash = await hashPassword(body.password);
        const [user] = await db
          .insert(users)
          .values({ name: body.name, email: body.email, dob: body.dob, phone: body.phone, passwordHash })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!user) throw conflict(MESSAGES.emailTaken);
        await sendVerification(user);
        return reply.code(201).send({ message: MESSAGES.signupDone });
      },
    );

    api.post(
      '/auth/resend-verification',
      { schema: { tags, body: emailBody, response: { 200: messageResponse } } },
      async (request) => {
        const user = await findByEmail(request.body.email);
        if (user && !user.isVerified && !user.deletedAt) await sendVerification(user);
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
        if (!userId) return reply.code(400).send({ status: false, message: MESSAGES.verificationFailed });
        await db.update(users).set({ isVerified: true, updatedAt: api.deps.now() }).where(eq(users.id, userId));
        return { status: true, message: MESSAGES.verified };
      },
    );

    api.post(
      '/auth/signin',
      { schema: { tags, body: signinBody, response: { 200: signinResponse } } },
      async (request) => {
        const { email, password, remember } = request.body;
        await throttle.assertAllowed(email, request.ip);
        const user = await findByEmail(email);
        const valid =
          user && !user.deletedAt
            ? await verifyPassword(user.passwordHash, password)
            : await verifyAgainstDummy(password);
        if (!user || !valid) {
          await throttle.recordFailure(email, request.ip);
          if (user && !user.deletedAt)
            await recordSecurityEvent(api.deps, user.id, 'sign-in-failed', requestOrigin(request));
          throw unauthorized(MESSAGES.badCredentials);
        }
        if (!user.isVerified) throw forbidden(MESSAGES.notVerified);
        if (!user.isActive) throw forbidden(MESSAGES.inactive);
        await throttle.recordSuccess(email, request.ip);
        if (!user.hasSignedInBefore)
          await db.update(users).set({ hasSignedInBefore: true }).where(eq(users.id, user.id));
        return signInAnswer(api.deps, user, remember, requestOrigin(request));
      },
    );

    api.post(
      '/auth/forgot-password',
      { schema: { tags, body: emailBody, response: { 200: messageResponse } } },
      async (request) => {
        const user = await findByEmail(request.body.email);
        if (user && !user.deletedAt) {
          const link = await tokens.issueLink(user.id, 'reset', RESET_LINK_TTL_MS);
          const code = await tokens.issueCode(user.id, RESET_CODE_TTL_MS);
          await mailer.send(resetMail(user.email, user.name, `${config.publicUrl}/reset-password?token=${link}`, code));
        }
        return { message: MESSAGES.forgotDone };
      },
    );

    api.post(
      '/auth/verify-code',
      { schema: { tags, body: verifyCodeBody, response: { 200: verifyCodeResponse } } },
      async (request) => {
        const user = await findByEmail(request.body.email);
        if (!user || !(await tokens.consumeCode(user.id, request.body.code))) throw badRequest(MESSAGES.wrongCode);
        return { token: await tokens.issueLink(user.id, 'reset', RESET_LINK_TTL_MS) };
      },
    );

    api.patch(
      '/auth/reset-password',
      { schema: { tags, body: resetPasswordBody, response: { 200: messageResponse } } },
      async (request) => {
        const { token, password, confirmPassword } = request.body;
        if (password !== confirmPassword) throw badRequest(MESSAGES.passwordsDiffer, { field: 'confirmPassword' });
        const userId = await tokens.consumeLink(token, 'reset');
        if (!userId) throw badRequest(MESSAGES.resetFailed);
        const passwordHash = await hashPassword(password);
        await setPassword(api.deps.db, userId, passwordHash, api.deps.now(), { isVerified: true });
        await tokens.retire(userId, ['reset', 'code']);
        await endSessions(api.deps, userId, { kind: 'password-reset', details: requestOrigin(request) });
        return { message: MESSAGES.resetDone };
      },
    );
  },
};
