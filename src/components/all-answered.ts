import type { UseQueryResult } from '@tanstack/react-query';

type Answers<R extends readonly UseQueryResult[]> = { -readonly [K in keyof R]: Exclude<R[K]['data'], undefined> };

/**
 * Several reads a screen shows as one (`useQueries`' `combine`): every answer once all are in for the
 * current inputs (an earlier input's answer, kept meanwhile, does not count), and the first error.
 */
export function allAnswered<R extends readonly UseQueryResult[]>(results: R) {
  const error = results.find((result) => result.error)?.error ?? null;
  const data = results.every((result) => result.data !== undefined && !result.isPlaceholderData)
    ? (results.map((result) => result.data) as Answers<R>)
    : undefined;
  return { data, error };
}
