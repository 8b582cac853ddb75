import { z } from 'zod';
import { MESSAGES } from '../../constants.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  messageResponse,
  passkeyCeremony,
  passkeyChange,
  passkeyRecord,
  passkeyRegisterBody,
  passkeyRenameBody,
  secondFactorProof,
} from '../../schemas/index.js';
import type { Api } from '../module.js';
import { addPasskey, deletePasskey, startPasskeyCeremony } from './factor-changes.js';
import { renamePasskey } from './passkeys.js';

const tags = ['user'];

/** The signed-in account's passkeys: made, named and removed. */
export async function passkeyAccountRoutes(api: Api) {
  const { deps } = api;

  api.post(
    '/user/mfa/passkeys/options',
    { schema: { tags, body: secondFactorProof, response: { 200: passkeyCeremony } } },
    async (request) => startPasskeyCeremony(request, request.body),
  );

  api.post(
    '/user/mfa/passkeys',
    { schema: { tags, body: passkeyRegisterBody, response: { 200: passkeyChange } } },
    async (request) => ({ message: MESSAGES.passkeyAdded, ...(await addPasskey(request, request.body)) }),
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
      await deletePasskey(request, request.params.id, request.body);
      return { message: MESSAGES.passkeyRemoved };
    },
  );
}
