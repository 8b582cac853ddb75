import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isStaff } from '../../../common/roles.js';
import type { StaffArea } from '../../access/staff-rules.js';
import type { Db } from '../../db/database.js';
import { FOREIGN_KEY_VIOLATION, pgCode } from '../../db/pg-errors.js';
import { conflict, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  listQuery,
  messageResponse,
  staleSaveResponse,
  titledBody,
  titledPatch,
  titledRecord,
  titledWithMessage,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { recordAudit } from '../shared/audit-trail.js';
import { registerBulkActions } from '../shared/bulk-actions.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { fieldsToSet } from '../shared/fields-to-set.js';
import { type ListFilter, runList, withPage } from '../shared/lists.js';
import { saveIfUnchanged, tagCurrentVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import type { categories, tags } from './schema.js';
import { titledExport } from './titled-export.js';

type TitledTable = typeof categories | typeof tags;

export interface TitledResource {
  /** The API folder, also its staff area. */
  path: Extract<StaffArea, 'category' | 'tags'>;
  label: string;
  /** "categories", "tags": what a bulk action's answer counts. */
  plural: string;
  /** The CSV export's file name before the date. */
  exportFile: string;
  table: TitledTable;
  /** How many lectures use the row: live ones, and all including soft-deleted. */
  usage(db: Db, id: number): Promise<{ live: number; all: number }>;
  /** Frees the row from soft-deleted lectures before deletion, where that loses nothing. */
  detachDeleted?(db: Db, id: number): Promise<void>;
}

const titledList = listQuery(['id', 'title', 'status']);

/** A category or tag list's filter and order (by id): members see the active rows only. */
function titledListFilter(table: TitledTable, staff: boolean): ListFilter<'id' | 'title' | 'status'> {
  const t = table as typeof categories;
  return {
    sortable: { id: t.id, title: t.title, status: t.status },
    defaultSort: ['id', 'asc'],
    idColumn: t.id,
    searchIn: [t.title],
    where: staff ? undefined : eq(t.status, true),
  };
}

/**
 * Categories and tags: a title and an Active/Inactive status. Everyone signed in reads them
 * (members only the active ones); staff add, edit and delete them.
 */
export function titledResourceModule(resource: TitledResource): ApiModule {
  const { path, label } = resource;
  const table = resource.table as typeof categories;
  const columns = { id: table.id, title: table.title, status: table.status };
  const openTags = [path];
  const find = async (db: Db, id: number, activeOnly: boolean) => {
    const [row] = await db
      .select(columns)
      .from(table)
      .where(and(eq(table.id, id), activeOnly ? eq(table.status, true) : undefined));
    if (!row) throw notFound(`${label} not found`);
    return row;
  };

  return {
    async member(api) {
      const { db } = api.deps;
      api.get(
        `/${path}`,
        { schema: { tags: openTags, querystring: titledList, response: { 200: z.array(titledRecord) } } },
        async (request, reply) =>
          runList(reply, request.query, {
            ...titledListFilter(table, isStaff(currentUser(request))),
            rows: (page) => withPage(db.select(columns).from(table).$dynamic(), page),
            count: (where) => db.$count(table, where),
          }),
      );
      api.get(
        `/${path}/:id`,
        { schema: { tags: openTags, params: idParams, response: { 200: titledRecord } } },
        async (request, reply) => {
          const staff = isStaff(currentUser(request));
          if (staff) await tagCurrentVersion(reply, db, table, request.params.id);
          return find(db, request.params.id, !staff);
        },
      );
    },

    staffArea: path,
    async staff(api) {
      const { db } = api.deps;
      registerSqlExport(api, {
        list: `/${path}`,
        file: resource.exportFile,
        query: titledList,
        filter: () => titledListFilter(resource.table, true),
        rows: () => titledExport(resource.table),
      });
      registerBulkActions(api, {
        path: `/${path}`,
        table,
        plural: resource.plural,
        searchIn: [table.title],
        statusField: 'status',
      });
      api.post(
        `/${path}`,
        { schema: { tags: openTags, body: titledBody, response: { 201: titledWithMessage } } },
        async (request, reply) => {
          const row = await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(table)
              .values({ title: request.body.title, status: request.body.status ?? true })
              .returning();
            await recordAudit(tx, request, { recordId: created.id, action: 'create', after: created });
            return created;
          });
          return reply
            .code(201)
            .send({ id: row.id, title: row.title, status: row.status, message: TEXTS.added(label) });
        },
      );
      api.patch(
        `/${path}/:id`,
        {
          schema: {
            tags: openTags,
            params: idParams,
            body: titledPatch,
            response: { 200: titledWithMessage, 412: staleSaveResponse(titledRecord) },
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const toSet = fieldsToSet({ title: request.body.title, status: request.body.status });
          const current = () => find(db, id, false);
          await saveIfUnchanged(db, request, { table, id, label, current }, async (tx) => {
            if (toSet) await tx.update(table).set(toSet).where(eq(table.id, id));
          });
          await tagCurrentVersion(reply, db, table, id);
          return { ...(await current()), message: TEXTS.updated(label) };
        },
      );
      api.delete(
        `/${path}/:id`,
        { schema: { tags: openTags, params: idParams, response: { 200: messageResponse } } },
        async (request) => {
          const { id } = request.params;
          await find(db, id, false);
          const usage = await resource.usage(db, id);
          if (usage.live > 0) throw conflict(TEXTS.inUse(label, usage.live));
          if (usage.all > 0) {
            if (!resource.detachDeleted) throw conflict(TEXTS.keptByHistory(label));
            await resource.detachDeleted(db, id);
          }
          // A lecture saved meanwhile still wins: the foreign key refuses, and so do we.
          const deleted = await db
            .transaction(async (tx) => {
              const rows = await tx.delete(table).where(eq(table.id, id)).returning();
              for (const row of rows) await recordAudit(tx, request, { recordId: id, action: 'delete', before: row });
              return rows;
            })
            .catch((error: unknown) => {
              throw pgCode(error) === FOREIGN_KEY_VIOLATION ? conflict(TEXTS.inUse(label, 1)) : error;
            });
          // A concurrent delete of the same row took it first.
          if (deleted.length === 0) throw notFound(`${label} not found`);
          return { message: TEXTS.deleted(label) };
        },
      );
    },
  };
}
