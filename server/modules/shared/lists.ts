import { and, type AnyColumn, asc, desc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { ListQuery, SortOrder } from '../../schemas/list.js';

/** One page of a list as SQL pieces: each resource runs them in its own select. */
export interface ListPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
}

export interface ListSpec<K extends string, T> {
  /** The whitelist behind `_sort`: API field name → column, or the expression of a field made from columns. */
  sortable: Record<K, AnyColumn | SQL>;
  defaultSort: [K, SortOrder];
  /** The order without `_sort`, when it needs more than one column. */
  defaultOrderBy?: SQL[];
  /** The id: ties are broken by it (pages never overlap or skip rows) and `id=` filters on it. */
  idColumn: AnyColumn;
  /** The columns `q` is looked for in, case-insensitively (trigram-indexed on the big tables). */
  searchIn: AnyColumn[];
  /** What the caller may see at all (e.g. members: active rows only). */
  where?: SQL;
  rows(page: ListPage): Promise<T[]>;
  count(where: SQL | undefined): Promise<number>;
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchCondition(q: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** One answer of a list: its rows, and with `_start`/`_end` the total for `X-Total-Count`. */
export interface ListPageResult<T> {
  rows: T[];
  total?: number;
}

/** What a list is filtered and sorted by: its spec without the reads, shared by the list and its CSV export. */
export type ListFilter<K extends string> = Omit<ListSpec<K, unknown>, 'rows' | 'count'>;

/** The list's `where` and `order by` for a query: search, `id=`, `_sort`/`_order` with the id as tie-break. */
export function listOrderAndWhere<K extends string>(
  query: Pick<ListQuery<K>, 'q' | 'id' | '_sort' | '_order'>,
  spec: ListFilter<K>,
): { where: SQL | undefined; orderBy: SQL[] } {
  const ids = query.id === undefined ? undefined : [query.id].flat();
  const where = and(spec.where, searchCondition(query.q, spec.searchIn), ids ? inArray(spec.idColumn, ids) : undefined);
  const [key, defaultOrder] = spec.defaultSort;
  const column = spec.sortable[query._sort ?? key];
  const direction = (query._order ?? (query._sort ? 'asc' : defaultOrder)) === 'asc' ? asc : desc;
  const chosen = column === spec.idColumn ? [direction(column)] : [direction(column), direction(spec.idColumn)];
  return { where, orderBy: !query._sort && spec.defaultOrderBy ? spec.defaultOrderBy : chosen };
}

/**
 * Reads a list as docs/API.md#lists describes: filtered, searched and sorted in SQL; with
 * `_start`/`_end` only that window is read, and the total beside it.
 */
export async function readList<K extends string, T>(
  query: ListQuery<K>,
  spec: ListSpec<K, T>,
): Promise<ListPageResult<T>> {
  const { where, orderBy } = listOrderAndWhere(query, spec);
  const paged = query._start !== undefined || query._end !== undefined;
  if (!paged) return { rows: await spec.rows({ where, orderBy }) };
  const offset = query._start ?? 0;
  const limit = query._end === undefined ? undefined : Math.max(query._end - offset, 0);
  const [rows, total] = await Promise.all([spec.rows({ where, orderBy, limit, offset }), spec.count(where)]);
  return { rows, total };
}

/** `readList`, answered: the rows, and `X-Total-Count` when paged. */
export async function runList<K extends string, T>(
  reply: FastifyReply,
  query: ListQuery<K>,
  spec: ListSpec<K, T>,
): Promise<T[]> {
  return answerList(reply, await readList(query, spec));
}

export function answerList<T>(reply: FastifyReply, { rows, total }: ListPageResult<T>): T[] {
  setTotalCount(reply, total);
  return rows;
}

/** The list's total for a paged answer (Refine reads it); nothing when the whole list was asked for. */
export function setTotalCount(reply: FastifyReply, total: number | string | undefined): void {
  if (total !== undefined) reply.header('X-Total-Count', String(total));
}

/** Applies a page to a Drizzle select made with `$dynamic()`. */
export function withPage<Q extends PgSelect>(select: Q, page: ListPage): Q {
  let query = select.where(page.where).orderBy(...page.orderBy);
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset) query = query.offset(page.offset);
  return query;
}
