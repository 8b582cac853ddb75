import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { FOREIGN_KEY_VIOLATION, pgCode } from '../../db/pg-errors.js';
import { conflict, notFound } from '../../errors.js';
import type { CategoryRecord } from '../../schemas/index.js';
import { recordAudit } from '../shared/audit-trail.js';
import { insertAudited } from '../shared/audited-writes.js';
import { fieldsToSet } from '../shared/fields-to-set.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { readVersion, saveIfUnchanged } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import type { categories, tags } from './schema.js';
import { titledExport } from './titled-export.js';

type TitledTable = typeof categories | typeof tags;
type TitledFields = Pick<CategoryRecord, 'title' | 'status'>;

export interface TitledTableUse {
  table: TitledTable;
  /** "Category", "Tag": the not-found, conflict and refusal texts. */
  label: string;
  /** How many lectures use the row: live ones, and all including soft-deleted. */
  usage(db: Executor, id: number): Promise<{ live: number; all: number }>;
  /** Frees the row from soft-deleted lectures before deletion, where that loses nothing. */
  detachDeleted?(db: Executor, id: number): Promise<void>;
}

/** The queries of categories and tags, which share one shape: a title and an Active/Inactive status. */
export function titledStore(use: TitledTableUse) {
  const { label } = use;
  // Both tables have these columns; Drizzle's query types do not unify over a union of tables.
  const table = use.table as typeof categories;
  const columns = { id: table.id, title: table.title, status: table.status };

  /** The row, active only for a member; 404 otherwise. */
  async function find(db: Executor, id: number, activeOnly: boolean): Promise<CategoryRecord> {
    const [row] = await db
      .select(columns)
      .from(table)
      .where(and(eq(table.id, id), activeOnly ? eq(table.status, true) : undefined));
    if (!row) throw notFound(`${label} not found`);
    return row;
  }

  return {
    label,
    find,

    /** The list's filter and order (by id): members see the active rows only. */
    listFilter: (staff: boolean): ListFilter<'id' | 'title' | 'status'> => ({
      sortable: { id: table.id, title: table.title, status: table.status },
      defaultSort: ['id', 'asc'],
      idColumn: table.id,
      searchIn: [table.title],
      where: staff ? undefined : eq(table.status, true),
    }),
    page: (db: Executor, page: ListPage) => withPage(db.select(columns).from(table).$dynamic(), page),
    count: (db: Db, where: SQL | undefined) => db.$count(table, where),
    version: (db: Executor, id: number) => readVersion(db, table, id),
    export: titledExport(use.table),
    /** The list's bulk activate and deactivate; no bulk delete, since each delete needs the checks of `remove`. */
    bulk: { table, searchIn: [table.title], statusField: 'status' as const },

    /** Creates the row, audited. */
    insert: (db: Db, request: FastifyRequest, values: TitledFields) =>
      db.transaction((tx) => insertAudited(tx, request, table, values)),

    /** Saves a staff edit if unchanged since the form read it (`saveIfUnchanged`; `current` answers a refusal). */
    async save(
      db: Db,
      request: FastifyRequest,
      edit: { id: number; change: Partial<TitledFields>; current(): Promise<unknown> },
    ) {
      const { id, current } = edit;
      const toSet = fieldsToSet(edit.change);
      await saveIfUnchanged(db, request, { table, id, label, current }, async (tx) => {
        if (toSet) await tx.update(table).set(toSet).where(eq(table.id, id));
      });
    },

    /**
     * Deletes the row, audited, if no live lecture uses it (409 otherwise); one only soft-deleted lectures
     * use is freed from them first where that loses nothing, else kept (409). 404 when there is none.
     */
    async remove(db: Db, request: FastifyRequest, id: number): Promise<void> {
      await find(db, id, false);
      const usage = await use.usage(db, id);
      if (usage.live > 0) throw conflict(TEXTS.inUse(label, usage.live));
      if (usage.all > 0) {
        if (!use.detachDeleted) throw conflict(TEXTS.keptByHistory(label));
        await use.detachDeleted(db, id);
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
    },
  };
}

export type TitledStore = ReturnType<typeof titledStore>;
