import { QueryClient as AnswerCache } from '@tanstack/react-query';
import { anyRead } from '../../providers/member-query';

// The server's side of a drawn page's reads; the browser's (seeding, prefetching) is in drawn-answers.ts,
// in the app's entry beside what every page needs.

type AnswerOf<Q> = Q extends { queryFn?: infer Read }
  ? Read extends (...args: never[]) => infer T
    ? Awaited<T>
    : never
  : never;

/** The answers of a page's list of reads, in the list's order. */
export type Answers<Queries extends readonly unknown[]> = { -readonly [K in keyof Queries]: AnswerOf<Queries[K]> };

/**
 * A drawn page's answers, each read once (through the read the queries were made with: the server's, in
 * process), for the server to draw the page with. Any refused read refuses the whole page.
 */
export const readAnswers = <Queries extends readonly unknown[]>(queries: Queries): Promise<Answers<Queries>> => {
  const cache = new AnswerCache();
  const answers = Promise.all(queries.map((query) => cache.fetchQuery(anyRead(query as object))));
  return answers as Promise<unknown> as Promise<Answers<Queries>>;
};
