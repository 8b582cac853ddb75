import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SESSION_TEXTS } from '../../../common/security-events.js';
import { MESSAGES, PASSKEY_CEREMONY_TTL_MS } from '../../constants.js';
import { badRequest } from '../../errors.js';
import { currentUser, requestOrigin } from '../../plugins/auth.js';
import type { passkeyRegisterBody, secondFactorProof } from '../../schemas/index.js';
import { verifyPassword } from '../../services/passwords.js';
import { endSessions } from '../sessions/end-sessions.js';
import { passwordFacts } from '../users/users-store.js';
import { consumeChallenge, issueChallenge, liveChallenge } from './challenges.js';
import { noteSecondFactorChange } from './events.js';
import { assertMayRemoveFactor, dropCodesWithoutFactor, recoveryCodesForNewFactor, signInMethods } from './factors.js';
import { registrationOptions, removePasskey, savePasskey } from './passkeys.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import { checkTotp, confirmTotp, removeTotp, startTotp } from './totp.js';
import { checkWithinBudget } from './wrong-codes.js';

type Proof = z.output<typeof secondFactorProof>;

/*
 * The signed-in caller's changes to their own second factors, each with its checks and what follows it.
 * Adding a factor asks who is there too: a stolen session must not plant its own authenticator or
 * passkey, which would outlive a password reset.
 */

/** Weakening protection asks who is there: the password or a current app code, budgeted like codes. */
async function assertProof(request: FastifyRequest, proof: Proof): Promise<void> {
  const { deps } = request.server;
  const userId = currentUser(request).id;
  const { passwordHash } = await passwordFacts(deps.db, userId);
  const proven = await checkWithinBudget(deps, userId, () =>
    proof.code !== undefined ? checkTotp(deps, userId, proof.code) : verifyPassword(passwordHash, proof.password ?? ''),
  );
  if (proven) return;
  throw proof.code !== undefined
    ? badRequest(MESSAGES.mfaWrongCode, { field: 'code' })
    : badRequest(MESSAGES.wrongCurrentPassword, { field: 'password' });
}

/**
 * A new factor ends the account's other sessions (this one goes on), and the history says so: a
 * session opened before the account was protected must not outlast the protection.
 */
function signOutOtherDevices(request: FastifyRequest) {
  const me = currentUser(request);
  return endSessions(request.server.deps, me.id, {
    kind: 'sessions-revoked',
    details: { ...requestOrigin(request), note: SESSION_TEXTS.secondFactorAdded },
    keep: me.sessionId,
  });
}

export async function startAppSetup(request: FastifyRequest, proof: Proof) {
  await assertProof(request, proof);
  return startTotp(request.server.deps, currentUser(request));
}

/** Turns the app on with its first right code; the recovery codes to show, when the account had none left. */
export async function confirmApp(request: FastifyRequest, code: string) {
  const { deps } = request.server;
  const me = currentUser(request);
  if (!(await checkWithinBudget(deps, me.id, () => confirmTotp(deps, me.id, code))))
    throw badRequest(MESSAGES.mfaWrongCode, { field: 'code' });
  await noteSecondFactorChange(request, me.id, 'totp-enabled');
  await signOutOtherDevices(request);
  return recoveryCodesForNewFactor(deps, me.id);
}

export async function turnAppOff(request: FastifyRequest, proof: Proof): Promise<void> {
  const { deps } = request.server;
  const me = currentUser(request);
  await assertProof(request, proof);
  await assertMayRemoveFactor(deps, me, 'totp');
  await removeTotp(deps, me.id);
  await dropCodesWithoutFactor(deps, me.id);
  await noteSecondFactorChange(request, me.id, 'totp-disabled');
}

export async function renewRecoveryCodes(request: FastifyRequest, proof: Proof): Promise<string[]> {
  const { deps } = request.server;
  const me = currentUser(request);
  await assertProof(request, proof);
  if ((await signInMethods(deps, me.id)).length === 0) throw badRequest(MESSAGES.mfaNoFactor);
  const recoveryCodes = await replaceRecoveryCodes(deps, me.id);
  await noteSecondFactorChange(request, me.id, 'recovery-codes-renewed');
  return recoveryCodes;
}

/** The browser's options to make a passkey, and the step that holds their challenge until it answers. */
export async function startPasskeyCeremony(request: FastifyRequest, proof: Proof) {
  const { deps } = request.server;
  const me = currentUser(request);
  await assertProof(request, proof);
  const options = await registrationOptions(deps, me);
  const challenge = await issueChallenge(deps, {
    purpose: 'passkey-register',
    userId: me.id,
    webauthnChallenge: options.challenge,
    ttlMs: PASSKEY_CEREMONY_TTL_MS,
  });
  return { challenge, options: { ...options } };
}

export async function addPasskey(request: FastifyRequest, body: z.output<typeof passkeyRegisterBody>) {
  const { deps } = request.server;
  const me = currentUser(request);
  const challenge = await liveChallenge(deps, body.challenge, 'passkey-register', me.id);
  await consumeChallenge(deps, challenge);
  const expected = challenge.webauthnChallenge ?? '';
  const passkey = await savePasskey(deps, me.id, expected, body.response, body.name);
  await noteSecondFactorChange(request, me.id, 'passkey-added', { passkeyId: passkey.id });
  await signOutOtherDevices(request);
  return { passkey, recoveryCodes: await recoveryCodesForNewFactor(deps, me.id) };
}

export async function deletePasskey(request: FastifyRequest, passkeyId: number, proof: Proof): Promise<void> {
  const { deps } = request.server;
  const me = currentUser(request);
  await assertProof(request, proof);
  await assertMayRemoveFactor(deps, me, 'passkey');
  await removePasskey(deps, me.id, passkeyId);
  await dropCodesWithoutFactor(deps, me.id);
  await noteSecondFactorChange(request, me.id, 'passkey-removed', { passkeyId });
}
