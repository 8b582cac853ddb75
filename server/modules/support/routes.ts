import type { AppDeps } from '../../deps.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  messageResponse,
  staleSaveResponse,
  supportBody,
  supportList,
  supportListQuery,
  supportPatch,
  supportRecord,
  supportWithMessage,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { runList } from '../shared/lists.js';
import { tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { answerRequest, SUPPORT_PATCH_DESCRIPTION } from './reply.js';
import { supportExport } from './support-export.js';
import { toSupportRecord } from './support-record.js';
import {
  findMessage,
  insertRequest,
  insertRequestOnBehalf,
  supportListFilter,
  supportListReads,
  type SupportRow,
  supportVersion,
} from './support-store.js';

const tags = ['customer-support'];

/** A new request reaches the staff who answer support at once. */
function announceRequest(deps: AppDeps, row: SupportRow) {
  deps.realtime.toStaff('support-message', toSupportRecord(row));
}

export const supportModule: ApiModule = {
  staffArea: 'customer-support',
  async member(api) {
    const { deps } = api;
    api.post(
      '/customer-support',
      { schema: { tags, body: supportBody, response: { 201: messageResponse } } },
      async (request, reply) => {
        announceRequest(deps, await insertRequest(deps.db, request.body, currentUser(request), deps.now()));
        return reply.code(201).send({ message: TEXTS.supportSubmitted });
      },
    );
  },

  async staff(api) {
    const { deps } = api;
    const { db } = deps;
    registerSqlExport(api, {
      list: '/customer-support',
      file: 'support-messages',
      query: supportListQuery,
      filter: supportListFilter,
      rows: () => supportExport,
    });
    api.get(
      '/customer-support',
      { schema: { tags, querystring: supportListQuery, response: { 200: supportList } } },
      async (request, reply) => {
        const reads = supportListReads(db);
        return runList(reply, request.query, {
          ...supportListFilter(request.query),
          rows: async (page) => (await reads.rows(page)).map(toSupportRecord),
          count: reads.count,
        });
      },
    );
    // /add-message: staff log a request on a member's behalf, filed under the account with that email.
    api.post(
      '/customer-support/on-behalf',
      { schema: { tags, body: supportBody, response: { 201: messageResponse } } },
      async (request, reply) => {
        announceRequest(deps, await insertRequestOnBehalf(db, request, request.body, deps.now()));
        return reply.code(201).send({ message: TEXTS.supportSubmitted });
      },
    );
    api.get(
      '/customer-support/:id',
      { schema: { tags, params: idParams, response: { 200: supportRecord } } },
      async (request, reply) => {
        tagVersion(reply, await supportVersion(db, request.params.id));
        return toSupportRecord(await findMessage(db, request.params.id));
      },
    );

    api.patch(
      '/customer-support/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: supportPatch,
          description: SUPPORT_PATCH_DESCRIPTION,
          response: {
            200: supportWithMessage,
            409: staleSaveResponse(supportRecord),
            412: staleSaveResponse(supportRecord),
          },
        },
      },
      async (request, reply) => {
        const row = await answerRequest(deps, request, request.params.id, request.body);
        tagVersion(reply, row.version);
        return { ...toSupportRecord(row), requestMessage: row.message, message: TEXTS.supportUpdated };
      },
    );
  },
};
