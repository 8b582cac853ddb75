/** Search that finds the moment: limits and texts both the header box and the server use. */

export const SEARCH_QUERY_MAX = 100;
/** Hits in one answer, best first. */
export const SEARCH_LIMIT = 20;

export const SEARCH_TEXTS = {
  empty: 'Please type what to search for',
} as const;
