import { MESSAGES } from '../../constants.js';
import { badRequest } from '../../errors.js';
import { requestOrigin } from '../../plugins/auth.js';
import {
  challengeBody,
  enrolledSignIn,
  enrolTotpConfirmBody,
  passkeyCeremony,
  passkeyRegisterBody,
  totpSetup,
} from '../../schemas/index.js';
import type { RequestOrigin } from '../../services/live-sessions.js';
import type { Api } from '../module.js';
import { attachWebauthnChallenge, consumeChallenge, liveChallenge, takeTry } from './challenges.js';
import { noteSecondFactorChange } from './events.js';
import { registrationOptions, savePasskey } from './passkeys.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import { accountAllowedIn, challengeUserId, completeSignIn } from './sign-in-step.js';
import { confirmTotp, startTotp } from './totp.js';
import { checkWithinBudget } from './wrong-codes.js';

const tags = ['auth'];
const optionsResponse = passkeyCeremony.pick({ options: true });

/**
 * Staff who must have a second factor and have none enrol one here, holding the challenge their
 * password earned; confirming it completes the sign-in, with the recovery codes to keep.
 */
export async function secondFactorEnrolRoutes(api: Api) {
  const { deps } = api;
  // A code's check takes a try of the step first (takeTry); the other calls only need it live.
  const enrolment = async (token: string, find = liveChallenge) => {
    const challenge = await find(deps, token, 'enrol');
    return { challenge, user: await accountAllowedIn(deps, challengeUserId(challenge)) };
  };
  const finish = async (enrolled: Awaited<ReturnType<typeof enrolment>>, origin: RequestOrigin) => {
    await consumeChallenge(deps, enrolled.challenge);
    const recoveryCodes = await replaceRecoveryCodes(deps, enrolled.user.id);
    return { ...(await completeSignIn(deps, enrolled.challenge, origin)), recoveryCodes };
  };

  api.post(
    '/auth/mfa/enrol/totp',
    { schema: { tags, body: challengeBody, response: { 200: totpSetup } } },
    async (request) => startTotp(deps, (await enrolment(request.body.challenge)).user),
  );

  api.post(
    '/auth/mfa/enrol/totp/confirm',
    { schema: { tags, body: enrolTotpConfirmBody, response: { 200: enrolledSignIn } } },
    async (request) => {
      const enrolled = await enrolment(request.body.challenge, takeTry);
      const { id } = enrolled.user;
      if (!(await checkWithinBudget(deps, id, () => confirmTotp(deps, id, request.body.code))))
        throw badRequest(MESSAGES.mfaWrongCode, { field: 'code' });
      await noteSecondFactorChange(request, enrolled.user.id, 'totp-enabled');
      return finish(enrolled, requestOrigin(request));
    },
  );

  api.post(
    '/auth/mfa/enrol/passkey-options',
    { schema: { tags, body: challengeBody, response: { 200: optionsResponse } } },
    async (request) => {
      const enrolled = await enrolment(request.body.challenge);
      const options = await registrationOptions(deps, enrolled.user);
      await attachWebauthnChallenge(deps, enrolled.challenge, options.challenge);
      return { options: { ...options } };
    },
  );

  api.post(
    '/auth/mfa/enrol/passkey',
    { schema: { tags, body: passkeyRegisterBody, response: { 200: enrolledSignIn } } },
    async (request) => {
      const enrolled = await enrolment(request.body.challenge);
      const expected = enrolled.challenge.webauthnChallenge;
      if (!expected) throw badRequest(MESSAGES.passkeyFailed, { field: 'response' });
      const passkey = await savePasskey(deps, enrolled.user.id, expected, request.body.response, request.body.name);
      await noteSecondFactorChange(request, enrolled.user.id, 'passkey-added', { passkeyId: passkey.id });
      return finish(enrolled, requestOrigin(request));
    },
  );
}
