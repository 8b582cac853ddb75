import { MESSAGES } from '../../constants.js';
import { badRequest } from '../../errors.js';
import { requestOrigin } from '../../plugins/auth.js';
import {
  challengeBody,
  passkeyCeremony,
  passkeySignInBody,
  secondFactorVerifyBody,
  signedInResponse,
} from '../../schemas/index.js';
import type { Api } from '../module.js';
import { attachWebauthnChallenge, consumeChallenge, liveChallenge, takeTry } from './challenges.js';
import { noteSecondFactorChange } from './events.js';
import { passkeySignInFinished, startPasskeySignIn } from './passkey-ceremonies.js';
import { authenticationOptions, verifyPasskey } from './passkeys.js';
import { useRecoveryCode } from './recovery-codes.js';
import { accountAllowedIn, challengeUserId, completeSignIn, keyFor } from './sign-in-step.js';
import { checkTotp } from './totp.js';
import { checkWithinBudget } from './wrong-codes.js';

const tags = ['auth'];
const optionsResponse = passkeyCeremony.pick({ options: true });

/** Completing a sign-in with its second factor, and signing in with a passkey alone. */
export async function secondFactorSignInRoutes(api: Api) {
  const { deps } = api;

  /** A wrong answer names the field it came in; its try was taken from the step before the check. */
  const refuse = (field: string): never => {
    throw badRequest(MESSAGES.mfaWrongCode, { field });
  };

  api.post(
    '/auth/mfa/verify',
    { schema: { tags, body: secondFactorVerifyBody, response: { 200: signedInResponse } } },
    async (request) => {
      const { challenge: token, code, recoveryCode, passkey } = request.body;
      const challenge = await takeTry(deps, token, 'sign-in');
      const userId = challengeUserId(challenge);
      // Guessable codes are budgeted per account. A passkey cannot be guessed: it neither uses the budget
      // nor is stopped by it.
      const budgeted = (check: () => Promise<boolean>) => checkWithinBudget(deps, userId, check);
      if (code !== undefined && !(await budgeted(() => checkTotp(deps, userId, code)))) refuse('code');
      if (recoveryCode !== undefined) {
        if (!(await budgeted(() => useRecoveryCode(deps, userId, recoveryCode)))) refuse('recoveryCode');
        await noteSecondFactorChange(request, userId, 'recovery-code-used');
      }
      if (passkey !== undefined) {
        const signed = challenge.webauthnChallenge
          ? await verifyPasskey(deps, passkey, challenge.webauthnChallenge, userId)
          : null;
        if (signed === null) refuse('passkey');
      }
      await consumeChallenge(deps, challenge);
      return completeSignIn(deps, challenge, requestOrigin(request));
    },
  );

  api.post(
    '/auth/mfa/passkey-options',
    { schema: { tags, body: challengeBody, response: { 200: optionsResponse } } },
    async (request) => {
      const challenge = await liveChallenge(deps, request.body.challenge, 'sign-in');
      const options = await authenticationOptions(deps, challengeUserId(challenge));
      await attachWebauthnChallenge(deps, challenge, options.challenge);
      return { options: { ...options } };
    },
  );

  api.post('/auth/passkey/options', { schema: { tags, response: { 200: passkeyCeremony } } }, async (request) => {
    const { challenge, options } = await startPasskeySignIn(deps, request.ip);
    return { challenge, options: { ...options } };
  });

  api.post(
    '/auth/passkey/signin',
    { schema: { tags, body: passkeySignInBody, response: { 200: signedInResponse } } },
    async (request) => {
      const { challenge: token, response, remember } = request.body;
      const challenge = await liveChallenge(deps, token, 'passkey-sign-in');
      // Single use whatever the outcome: a ceremony is never tried twice.
      await consumeChallenge(deps, challenge);
      const userId = await verifyPasskey(deps, response, challenge.webauthnChallenge ?? '');
      if (userId === null) throw badRequest(MESSAGES.passkeyFailed, { field: 'response' });
      const signedIn = await keyFor(deps, await accountAllowedIn(deps, userId), remember, requestOrigin(request));
      await passkeySignInFinished(deps, request.ip);
      return signedIn;
    },
  );
}
