import type { FastifyReply } from 'fastify';
import type { ListQuery } from '../schemas/list.js';

/** How a list held in memory is filtered and sorted: the in-memory twin of `ListSpec` in lists.ts. */
export interface MemoryListSpec<K extends string, T> {
  /** The whitelist behind `_sort`: API field name → the value compared. */
  sortable: Record<K, (row: T) => string | number | Date>;
  id: (row: T) => number;
  /** The texts `q` is looked for in, case-insensitively. */
  searchIn: (row: T) => string[];
}

const collator = new Intl.Collator('en');

function compare(a: string | number | Date, b: string | number | Date): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

/**
 * CONTRACT §2 over rows already in memory and in their default order: `id=`, `q`, `_sort`/`_order`
 * (ties broken by id), and with `_start`/`_end` one window plus `X-Total-Count`, as `runList` does in SQL.
 */
export function listInMemory<K extends string, T>(reply: FastifyReply, query: ListQuery<K>, spec: MemoryListSpec<K, T>, rows: T[]): T[] {
  let found = rows;
  if (query.id !== undefined) {
    const ids = new Set([query.id].flat());
    found = found.filter((row) => ids.has(spec.id(row)));
  }
  if (query.q) {
    const needle = query.q.toLowerCase();
    found = found.filter((row) => spec.searchIn(row).some((text) => text.toLowerCase().includes(needle)));
  }
  if (query._sort) {
    const value = spec.sortable[query._sort];
    const sign = (query._order ?? 'asc') === 'asc' ? 1 : -1;
    found = [...found].sort((a, b) => sign * (compare(value(a), value(b)) || spec.id(a) - spec.id(b)));
  }
  if (query._start === undefined && query._end === undefined) return found;
  reply.header('X-Total-Count', String(found.length));
  const start = query._start ?? 0;
  return found.slice(start, query._end === undefined ? undefined : Math.max(query._end, start));
}
