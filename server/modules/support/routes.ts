import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  messageResponse,
  staleSaveResponse,
  supportBody,
  supportList,
  supportListQuery,
  supportPatch,
  type SupportRecord,
  supportRecord,
  supportWithMessage,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { insertAudited } from '../shared/audited-writes.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { type ListFilter, runList, withPage } from '../shared/lists.js';
import { saveIfUnchanged, tagCurrentVersion, tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { users } from '../users/schema.js';
import { saveReply, SUPPORT_PATCH_DESCRIPTION, SUPPORT_TEXTS } from './reply.js';
import { supportMessages } from './schema.js';
import { stateOf, stateOrder } from './state.js';
import { supportExport } from './support-export.js';

const tags = ['customer-support'];
const sortable = {
  id: supportMessages.id,
  name: supportMessages.name,
  email: supportMessages.email,
  title: supportMessages.title,
  status: supportMessages.status,
  state: stateOrder,
  createdAt: supportMessages.createdAt,
};

/** The support list's filter and order (newest first), shared by the list and its CSV export. */
const supportListFilter = (query: { status?: SupportRecord['status'] }): ListFilter<keyof typeof sortable> => ({
  sortable,
  defaultSort: ['createdAt', 'desc'],
  idColumn: supportMessages.id,
  searchIn: [supportMessages.name],
  where: query.status ? eq(supportMessages.status, query.status) : undefined,
});

function toSupportRecord(row: typeof supportMessages.$inferSelect): SupportRecord {
  return {
    ...row,
    state: stateOf(row),
    title: row.title as SupportRecord['title'],
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findMessage(db: Db, id: number) {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
  if (!row) throw notFound('Support message not found');
  return row;
}

/**
 * A request is filed under its account, shown with the account's name and email: the form's may be
 * anyone's (a member posing as another in the staff's queue).
 */
const filedUnder = (account: { id: number; name: string; email: string }) => ({
  userId: account.id,
  name: account.name,
  email: account.email,
});

/** A new request reaches the staff who answer support at once. */
function announceRequest(deps: AppDeps, row: typeof supportMessages.$inferSelect) {
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
        const [row] = await deps.db
          .insert(supportMessages)
          .values({ ...request.body, ...filedUnder(currentUser(request)), createdAt: deps.now() })
          .returning();
        announceRequest(deps, row);
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
      async (request, reply) =>
        runList(reply, request.query, {
          ...supportListFilter(request.query),
          rows: async (page) =>
            (await withPage(db.select().from(supportMessages).$dynamic(), page)).map(toSupportRecord),
          count: (where) => db.$count(supportMessages, where),
        }),
    );
    // /add-message: staff log a request on a member's behalf, filed under the account with that email.
    api.post(
      '/customer-support/on-behalf',
      { schema: { tags, body: supportBody, response: { 201: messageResponse } } },
      async (request, reply) => {
        const row = await db.transaction(async (tx) => {
          const [owner] = await tx
            .select({ id: users.id, name: users.name, email: users.email })
            .from(users)
            .where(and(eq(users.email, request.body.email), isNull(users.deletedAt)));
          const values = { ...request.body, ...(owner ? filedUnder(owner) : { userId: null }), createdAt: deps.now() };
          return insertAudited(tx, request, supportMessages, values);
        });
        announceRequest(deps, row);
        return reply.code(201).send({ message: TEXTS.supportSubmitted });
      },
    );
    api.get(
      '/customer-support/:id',
      { schema: { tags, params: idParams, response: { 200: supportRecord } } },
      async (request, reply) => {
        await tagCurrentVersion(reply, db, supportMessages, request.params.id);
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
        const { id } = request.params;
        const before = await findMessage(db, id);
        const current = async () => toSupportRecord(await findMessage(db, id));
        const row = await saveIfUnchanged(
          db,
          request,
          {
            table: supportMessages,
            id,
            label: 'Support message',
            current,
            // A reply answers the request as its writer saw it: one sent meanwhile wins, this one is refused.
            basedOn: request.body.reply ? before.version : undefined,
            conflictMessage: SUPPORT_TEXTS.repliedMeanwhile,
          },
          (tx, locked) => saveReply(deps, tx, locked, request.body, currentUser(request).id),
        );
        tagVersion(reply, row.version);
        return { ...toSupportRecord(row), requestMessage: row.message, message: TEXTS.supportUpdated };
      },
    );
  },
};
