import { MESSAGES } from '../../constants.js';
import { currentUser } from '../../plugins/auth.js';
import {
  messageResponse,
  recoveryCodesResponse,
  secondFactorChange,
  secondFactorProof,
  secondFactorStatus,
  totpConfirmBody,
  totpSetup,
} from '../../schemas/index.js';
import type { Api } from '../module.js';
import { confirmApp, renewRecoveryCodes, startAppSetup, turnAppOff } from './factor-changes.js';
import { secondFactorStatus as statusOf } from './factors.js';

const tags = ['user'];

/** The signed-in account's second factors: what it has, the authenticator app and the recovery codes. */
export async function secondFactorAccountRoutes(api: Api) {
  const { deps } = api;

  api.get('/user/mfa', { schema: { tags, response: { 200: secondFactorStatus } } }, async (request) =>
    statusOf(deps, currentUser(request)),
  );

  api.post(
    '/user/mfa/totp',
    { schema: { tags, body: secondFactorProof, response: { 200: totpSetup } } },
    async (request) => startAppSetup(request, request.body),
  );

  api.post(
    '/user/mfa/totp/confirm',
    { schema: { tags, body: totpConfirmBody, response: { 200: secondFactorChange } } },
    async (request) => ({ message: MESSAGES.totpOn, recoveryCodes: await confirmApp(request, request.body.code) }),
  );

  api.post(
    '/user/mfa/totp/disable',
    { schema: { tags, body: secondFactorProof, response: { 200: messageResponse } } },
    async (request) => {
      await turnAppOff(request, request.body);
      return { message: MESSAGES.totpOff };
    },
  );

  api.post(
    '/user/mfa/recovery-codes',
    { schema: { tags, body: secondFactorProof, response: { 200: recoveryCodesResponse } } },
    async (request) => ({
      message: MESSAGES.recoveryCodesNew,
      recoveryCodes: await renewRecoveryCodes(request, request.body),
    }),
  );
}
