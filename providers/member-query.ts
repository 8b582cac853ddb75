import { type FetchQueryOptions, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';

/**
 * How long a member screen's answer stands in for a fresh read: the screen the app boots on finds the
 * answer asked for beside its code (or drawn into the page by the server) without asking again; a visit
 * after that reads again, showing the kept answer meanwhile. A write or a live event marks what it
 * changed as stale at once, whatever its age.
 */
export const ANSWER_FRESH_MS = 10_000;

/**
 * A member screen's read under its key: not retried, so a failure shows at once, as the server said it
 * (staff screens keep Refine's retries); not read again when the network comes back, which would hand
 * an open lecture's player new media addresses (the socket's catch-up reads what pushes keep live).
 */
export const memberQuery = <T, TKey extends QueryKey>(queryKey: TKey, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn, retry: false, staleTime: ANSWER_FRESH_MS, refetchOnReconnect: false });

/**
 * Marks what a write or a live event changed as stale: a screen showing it reads it again (`none`: only
 * when next shown), any other reads it when it opens.
 */
export const invalidate = (client: QueryClient, keys: readonly QueryKey[], refetchType: 'active' | 'none' = 'active') =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey, refetchType })));

/** A read's options apart from its answer's type, for code that handles several reads alike (prefetching, seeding). */
export const anyRead = (query: object) => query as FetchQueryOptions;
