import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SESSION_TEXTS } from '../../../common/security-events.js';
import { MESSAGES, PASSKEY_CEREMONY_TTL_MS } from '../../constants.js';
import { badRequest } from '../../errors.js';
import { currentUser, requestOrigin } from '../../plugins/auth.js';
import {
  idParams,
  messageResponse,
  passkeyCeremony,
  passkeyChange,
  passkeyRecord,
  passkeyRegisterBody,
  passkeyRenameBody,
  recoveryCodesResponse,
  secondFactorChange,
  secondFactorProof,
  secondFactorStatus,
  totpConfirmBody,
  totpSetup,
} from '../../schemas/index.js';
import { verifyPassword } from '../../services/passwords.js';
import type { Api } from '../module.js';
import { endSessions } from '../sessions/end-sessions.js';
import { users } from '../users/schema.js';
import { consumeChallenge, issueChallenge, liveChallenge } from './challenges.js';
import { noteSecondFactorChange } from './events.js';
import {
  assertMayRemoveFactor,
  dropCodesWithoutFactor,
  recoveryCodesForNewFactor,
  secondFactorStatus as statusOf,
  signInMethods,
} from './factors.js';
import { registrationOptions, removePasskey, renamePasskey, savePasskey } from './passkeys.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import { checkTotp, confirmTotp, removeTotp, startTotp } from './totp.js';
import { checkWithinBudget } from './wrong-codes.js';

const tags = ['user'];

/** The signed-in account's second factors: the authenticator app, recovery codes and passkeys. */
export async function secondFactorAccountRoutes(api: Api) {
  const { deps } = api;

  /** Weakening protection asks who is there: the password or a current app code, budgeted like codes. */
  const assertProof = async (userId: number, proof: z.output<typeof secondFactorProof>) => {
    const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    const proven = await checkWithinBudget(deps, userId, () =>
      proof.code !== undefined
        ? checkTotp(deps, userId, proof.code)
        : verifyPassword(row.passwordHash, proof.password ?? ''),
    );
    if (proven) return;
    throw proof.code !== undefined
      ? badRequest(MESSAGES.mfaWrongCode, { field: 'code' })
      : badRequest(MESSAGES.wrongCurrentPassword, { field: 'password' });
  };

  /**
   * A new factor ends the account's other sessions (this one goes on), and the history says so: a
   * session opened before the account was protected must not outlast the protection.
   */
  const signOutOtherDevices = (request: FastifyRequest, me: { id: number; sessionId: string }) =>
    endSessions(deps, me.id, {
      kind: 'sessions-revoked',
      details: { ...requestOrigin(request), note: SESSION_TEXTS.secondFactorAdded },
      keep: me.sessionId,
    });

  api.get('/user/mfa', { schema: { tags, response: { 200: secondFactorStatus } } }, async (request) =>
    statusOf(deps, currentUser(request)),
  );

  // Adding a factor asks who is there too: a stolen session must not plant its own authenticator or
  // passkey, which would outlive a password reset.
  api.post(
    '/user/mfa/totp',
    { schema: { tags, body: secondFactorProof, response: { 200: totpSetup } } },
    async (request) => {
      const me = currentUser(request);
      await assertProof(me.id, request.body);
      return startTotp(deps, me);
    },
  );

  api.post(
    '/user/mfa/totp/confirm',
    { schema: { tags, body: totpConfirmBody, response: { 200: secondFactorChange } } },
    async (request) => {
      const me = currentUser(request);
      if (!(await checkWithinBudget(deps, me.id, () => confirmTotp(deps, me.id, request.body.code))))
        throw badRequest(MESSAGES.mfaWrongCode, { field: 'code' });
      await noteSecondFactorChange(request, me.id, 'totp-enabled');
      await signOutOtherDevices(request, me);
      return { message: MESSAGES.totpOn, recoveryCodes: await recoveryCodesForNewFactor(deps, me.id) };
    },
  );

  api.post(
    '/user/mfa/totp/disable',
    { schema: { tags, body: secondFactorProof, response: { 200: messageResponse } } },
    async (request) => {
      const me = currentUser(request);
      await assertProof(me.id, request.body);
      await assertMayRemoveFactor(deps, me, 'totp');
      await removeTotp(deps, me.id);
      await dropCodesWithoutFactor(deps, me.id);
      await noteSecondFactorChange(request, me.id, 'totp-disabled');
      return { message: MESSAGES.totpOff };
    },
  );

  api.post(
    '/user/mfa/recovery-codes',
    { schema: { tags, body: secondFactorProof, response: { 200: recoveryCodesResponse } } },
    async (request) => {
      const me = currentUser(request);
      await assertProof(me.id, request.body);
      if ((await signInMethods(deps, me.id)).length === 0) throw badRequest(MESSAGES.mfaNoFactor);
      const recoveryCodes = await replaceRecoveryCodes(deps, me.id);
      await noteSecondFactorChange(request, me.id, 'recovery-codes-renewed');
      return { message: MESSAGES.recoveryCodesNew, recoveryCodes };
    },
  );

  api.post(
    '/user/mfa/passkeys/options',
    { schema: { tags, body: secondFactorProof, response: { 200: passkeyCeremony } } },
    async (request) => {
      const me = currentUser(request);
      await assertProof(me.id, request.body);
      const options = await registrationOptions(deps, me);
      const challenge = await issueChallenge(deps, {
        purpose: 'passkey-register',
        userId: me.id,
        webauthnChallenge: options.challenge,
        ttlMs: PASSKEY_CEREMONY_TTL_MS,
      });
      return { challenge, options: { ...options } };
    },
  );

  api.post(
    '/user/mfa/passkeys',
    { schema: { tags, body: passkeyRegisterBody, response: { 200: passkeyChange } } },
    async (request) => {
      const me = currentUser(request);
      const challenge = await liveChallenge(deps, request.body.challenge, 'passkey-register', me.id);
      await consumeChallenge(deps, challenge);
      const expected = challenge.webauthnChallenge ?? '';
      const passkey = await savePasskey(deps, me.id, expected, request.body.response, request.body.name);
      await noteSecondFactorChange(request, me.id, 'passkey-added', { passkeyId: passkey.id });
      await signOutOtherDevices(request, me);
      return { message: MESSAGES.passkeyAdded, passkey, recoveryCodes: await recoveryCodesForNewFactor(deps, me.id) };
    },
  );

  api.patch(
    '/user/mfa/passkeys/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: passkeyRenameBody,
        response: { 200: z.object({ message: z.string(), passkey: passkeyRecord }) },
      },
    },
    async (request) => ({
      message: MESSAGES.passkeyRenamed,
      passkey: await renamePasskey(deps, currentUser(request).id, request.params.id, request.body.name),
    }),
  );

  api.delete(
    '/user/mfa/passkeys/:id',
    { schema: { tags, params: idParams, body: secondFactorProof, response: { 200: messageResponse } } },
    async (request) => {
      const me = currentUser(request);
      await assertProof(me.id, request.body);
      await assertMayRemoveFactor(deps, me, 'passkey');
      await removePasskey(deps, me.id, request.params.id);
      await dropCodesWithoutFactor(deps, me.id);
      await noteSecondFactorChange(request, me.id, 'passkey-removed', { passkeyId: request.params.id });
      return { message: MESSAGES.passkeyRemoved };
    },
  );
}
