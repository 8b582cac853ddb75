import { z } from 'zod';
import { id as listId, int32 } from './common.js';
import { matchText } from './text.js';

/**
 * The list window every collection accepts (docs/API.md#lists), as Refine's simple-rest sends it.
 * Each resource names the columns it may be sorted by; anything else is a 400 naming `_sort`.
 */
export function listQuery<const K extends string>(sortKeys: readonly [K, ...K[]]) {
  return z.object({
    _start: int32().optional(),
    _end: int32().optional(),
    _sort: z.enum(sortKeys).optional(),
    _order: z
      .enum(['asc', 'desc', 'ASC', 'DESC'])
      .transform((v) => v.toLowerCase() as SortOrder)
      .optional(),
    /** Refine's getMany: `id=1&id=2`. */
    id: z.union([listId, z.array(listId).max(500)]).optional(),
    // NUL cannot reach PostgreSQL; a search for it finds nothing anyway.
    q: z
      .string()
      .trim()
      .max(200)
      .transform((v) => v.replace(/\0/g, ''))
      .optional(),
  });
}

export type SortOrder = 'asc' | 'desc';

export interface ListQuery<K extends string = string> {
  _start?: number;
  _end?: number;
  _sort?: K;
  _order?: SortOrder;
  q?: string;
  id?: number | number[];
}

/** A bulk action on rows of a staff list: the chosen ids, or every row matching a search. */
export const bulkBody = z
  .object({
    action: z.enum(['activate', 'deactivate', 'delete']),
    ids: z.array(listId).max(1000).optional(),
    q: matchText(200).optional(),
  })
  .refine((body) => body.ids !== undefined || body.q !== undefined, {
    message: 'ids: choose rows, or send q to act on every row matching it',
    path: ['ids'],
  });
export const bulkResponse = z.object({ message: z.string(), count: z.number() });
