import type { FastifyReply } from 'fastify';
import type { ListQuery } from '../../schemas/list.js';
import { setTotalCount } from './lists.js';

/** How a list held in memory is filtered and sorted: the in-memory twin of `ListSpec` in lists.ts beside it. */
export interface MemoryListSpec<K extends string, T> {
  /** The whitelist behind `_sort`: API field name → the value compared. */
  sortable: Record<K, (row: T) => string | number | Date>;
  id: (row: T) => number;
  /** The texts `q` is looked for in, already lower-cased (once per row, not once per call). */
  searchIn: (row: T) => string[];
}

const collator = new Intl.Collator('en');

function compare(a: string | number | Date, b: string | number | Date): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

/**
 * The list query (docs/API.md#lists) over rows already in memory and in their default order: `id=`, `q`, `_sort`/`_order`
 * (ties broken by id), and with `_start`/`_end` one window plus `X-Total-Count`, as `runList` does in SQL.
 */
export function listInMemory<K extends string, T>(
  reply: FastifyReply,
  query: ListQuery<K>,
  spec: MemoryListSpec<K, T>,
  rows: T[],
): T[] {
  let found = query._sort ? sortedOnce(rows, spec, query._sort, query._order ?? 'asc') : rows;
  if (query.id !== undefined) {
    const ids = new Set([query.id].flat());
    found = found.filter((row) => ids.has(spec.id(row)));
  }
  if (query.q) {
    const needle = query.q.toLowerCase();
    found = found.filter((row) => spec.searchIn(row).some((text) => text.includes(needle)));
  }
  if (query._start === undefined && query._end === undefined) return found;
  setTotalCount(reply, found.length);
  const start = query._start ?? 0;
  return found.slice(start, query._end === undefined ? undefined : Math.max(query._end, start));
}

/** Sorted copies of arrays that are kept as they are (a catalogue snapshot): sorted once, not on every call. */
const sortedCopies = new WeakMap<object, Map<string, unknown[]>>();

function sortedOnce<K extends string, T>(rows: T[], spec: MemoryListSpec<K, T>, key: K, order: 'asc' | 'desc'): T[] {
  const copies = sortedCopies.get(rows) ?? new Map<string, unknown[]>();
  sortedCopies.set(rows, copies);
  const known = copies.get(`${key} ${order}`) as T[] | undefined;
  if (known) return known;
  const value = spec.sortable[key];
  const sign = order === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => sign * (compare(value(a), value(b)) || spec.id(a) - spec.id(b)));
  copies.set(`${key} ${order}`, sorted);
  return sorted;
}
