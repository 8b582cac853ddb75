import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import { currentUser } from '../../plugins/auth.js';
import type { Api } from '../module.js';
import { type CsvColumn, exportFileName, sendCsv } from './csv-response.js';
import { cursorBatches } from './cursor-batches.js';
import { type ListFilter, listOrderAndWhere } from './lists.js';

const openTags = ['exports (staff)'];
/** An export takes the list's search, filters and sort, not its page window. */
const WINDOWLESS = { _start: true, _end: true, id: true } as const;

// The list schemas are all `listQuery(...)` objects; omit is typed per schema below.
type ListSchema = z.ZodObject<z.ZodRawShape>;
type ExportQuery<S extends ListSchema> = z.infer<S> & { q?: string; _sort?: string; _order?: 'asc' | 'desc' };

export const activeOrInactive = (value: boolean) => (value ? 'Active' : 'Inactive');

/** What one export writes: its columns, and its rows batch by batch. */
interface CsvFile<R> {
  columns: readonly CsvColumn<R>[];
  rows: AsyncIterable<R[]> | Iterable<R[]>;
}

interface ExportRoute<S extends ListSchema> {
  /** The list's folder, `/user` for `/user/getAll`: the export is its `export.csv`. */
  list: string;
  /** The file's name before the date. */
  file: string;
  /** The list's own query schema. */
  query: S;
}

/**
 * `GET <list>/export.csv`, staff only: the list as searched, filtered and sorted, streamed as CSV. `read`
 * throws what the list would refuse (an unknown sort column) before the file starts.
 */
export function registerCsvExport<S extends ListSchema, R>(
  api: Api,
  route: ExportRoute<S> & {
    read(query: ExportQuery<S>, staff: AuthUser, reply: FastifyReply, now: Date): CsvFile<R> | Promise<CsvFile<R>>;
  },
) {
  api.get(
    `${route.list}/export.csv`,
    { schema: { tags: openTags, querystring: route.query.omit(WINDOWLESS) } },
    async (request, reply) => {
      const now = api.deps.now();
      const file = await route.read(request.query as ExportQuery<S>, currentUser(request), reply, now);
      return sendCsv(reply, exportFileName(route.file, now), file.columns, file.rows);
    },
  );
}

/** What one SQL-backed export reads (the list's own columns, never a secret) and how it writes each row. */
interface SqlExport<R> {
  /** The select's flat fields; password hashes, tokens and provider ids are simply not among them. */
  fields: Record<string, AnyPgColumn | SQL.Aliased | SQL>;
  from: Parameters<ReturnType<Db['select']>['from']>[0];
  columns: readonly CsvColumn<R>[];
  /** Per batch, what a row needs from elsewhere (a user's membership, a notification's recipients). */
  enrich?(db: Db, rows: R[], now: Date): Promise<R[]>;
}

export const sqlExport = <R>(spec: SqlExport<R>) => spec;

/** An export read from the database through a cursor, with the list's own filter and order. */
export function registerSqlExport<S extends ListSchema, R>(
  api: Api,
  route: ExportRoute<S> & {
    filter(query: ExportQuery<S>, staff: AuthUser, now: Date): ListFilter<string>;
    rows(staff: AuthUser): SqlExport<R>;
  },
) {
  const { db } = api.deps;
  registerCsvExport(api, {
    ...route,
    read(query, staff, _reply, now) {
      const { where, orderBy } = listOrderAndWhere(query, route.filter(query, staff, now));
      const spec = route.rows(staff);
      const select = db
        .select(spec.fields as never)
        .from(spec.from)
        .where(where)
        .orderBy(...orderBy);
      const batches = cursorBatches<R>(db.$client, spec.fields, select);
      const enrich = spec.enrich;
      const rows = enrich
        ? (async function* () {
            for await (const batch of batches) yield await enrich(db, batch, now);
          })()
        : batches;
      return { columns: spec.columns, rows };
    },
  });
}
