import { and, type AnyColumn, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { bulkBody, bulkResponse } from '../../schemas/index.js';
import type { Api } from '../module.js';
import { staffWrite } from './acting-staff.js';
import { recordAudit } from './audit-trail.js';
import { searchCondition } from './lists.js';

type BulkTable = PgTable & { id: PgColumn };
type Row = Record<string, unknown> & { id: number };
type BulkAction = z.infer<typeof bulkBody>['action'];
type StatusAction = Exclude<BulkAction, 'delete'>;

/** The most rows one bulk action changes: a search matching more is refused rather than half done. */
const BULK_LIMIT = 1000;

export const BULK_TEXTS = {
  done: (count: number, plural: string, action: string) => `${count} ${plural} ${action}`,
  notOffered: (action: string, plural: string) => `action: ${action} is not offered for ${plural}`,
  tooMany: `Choose at most ${BULK_LIMIT} rows at once`,
} as const;

const PAST = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' } as const;

interface BulkTarget {
  /** The list's API folder: the route is `<path>/bulk`. */
  path: string;
  table: BulkTable;
  /** "courses", "lectures": the answer's text. */
  plural: string;
  /** Where the list's search looks, for "all matching the search". */
  searchIn: AnyColumn[];
  /** The rows the list shows at all (not soft-deleted). */
  listed?: SQL;
  /** The field of the boolean Active column, for activate and deactivate; absent, they are not offered. */
  statusField?: 'status' | 'isActive';
  /** How rows are deleted: soft (returning them as they are now) or hard; absent, delete is not offered. */
  remove?(tx: Tx, ids: number[]): Promise<Row[]>;
  /** More columns an activate or deactivate sets (a user's deactivation ends their sessions' keys). */
  alsoSet?(action: StatusAction): Record<string, unknown>;
  /** The list's own rules, run in the transaction after the change: throwing undoes it all. */
  check?(tx: Tx, request: FastifyRequest, action: BulkAction, before: Row[]): Promise<void>;
  /** What follows a committed change (ending the sessions of users deactivated). */
  afterCommit?(request: FastifyRequest, action: BulkAction, ids: number[]): Promise<void>;
}

/**
 * `POST <path>/bulk`: activate, deactivate or delete the chosen rows, or every row matching the search,
 * in one transaction holding their locks, with one audit entry per record changed.
 */
export function registerBulkActions(api: Api, target: BulkTarget): void {
  const { table } = target;
  api.post(
    `${target.path}/bulk`,
    { schema: { tags: ['bulk actions (staff)'], body: bulkBody, response: { 200: bulkResponse } } },
    async (request) => {
      const { action, ids, q } = request.body;
      const status = target.statusField;
      if (action !== 'delete' && !status) throw badRequest(BULK_TEXTS.notOffered(action, target.plural));
      if (action === 'delete' && !target.remove) throw badRequest(BULK_TEXTS.notOffered(action, target.plural));
      const changed = await staffWrite(api.deps.db, request, async (tx) => {
        const chosen = and(
          target.listed,
          ids === undefined ? undefined : inArray(table.id, ids.length > 0 ? ids : [0]),
          searchCondition(q, target.searchIn),
        );
        const before = (await tx
          .select()
          .from(table as PgTable)
          .where(chosen)
          .orderBy(table.id)
          .limit(BULK_LIMIT + 1)
          .for('update')) as Row[];
        if (before.length > BULK_LIMIT) throw badRequest(BULK_TEXTS.tooMany, { field: 'ids' });
        const chosenIds = before.map((row) => row.id);
        if (chosenIds.length === 0) return [];
        const was = new Map(before.map((row) => [row.id, row]));
        if (action === 'delete') {
          // A soft delete answers the rows as they are now; a hard one nothing: the record is gone.
          const now = new Map((await target.remove!(tx, chosenIds)).map((row) => [row.id, row]));
          for (const id of chosenIds)
            await recordAudit(tx, request, { recordId: id, action: 'delete', before: was.get(id), after: now.get(id) });
        } else {
          const after = (await tx
            .update(table)
            .set({ [status!]: action === 'activate', ...target.alsoSet?.(action) } as never)
            .where(inArray(table.id, chosenIds))
            .returning()) as Row[];
          for (const row of after)
            await recordAudit(tx, request, { recordId: row.id, action: 'status', before: was.get(row.id), after: row });
        }
        await target.check?.(tx, request, action, before);
        return chosenIds;
      });
      if (changed.length > 0) await target.afterCommit?.(request, action, changed);
      const count = changed.length;
      return { message: BULK_TEXTS.done(count, target.plural, PAST[action]), count };
    },
  );
}

/** Rows of a soft-deleting table, marked deleted now. */
export const softDelete =
  (table: BulkTable & { deletedAt: PgColumn }, now: () => Date) =>
  async (tx: Tx, ids: number[]): Promise<Row[]> =>
    (await tx
      .update(table)
      .set({ deletedAt: now() } as never)
      .where(inArray(table.id, ids))
      .returning()) as Row[];
