import { QueryClient as AnswerCache, type QueryClient } from '@tanstack/react-query';
import { anyRead } from '../../providers/member-query';
import { readDrawnAnswers } from './drawn-answers';

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

/**
 * Puts a drawn page's answers under the keys its screen reads, before its first render, on either side:
 * the screen shows them at once, as drawn, and reads again only once they are no longer fresh.
 */
export function seedAnswers(client: QueryClient, queries: readonly object[], answers: readonly unknown[]): void {
  queries.forEach((query, index) => client.setQueryData(anyRead(query).queryKey, answers[index]));
}

/**
 * As the app boots on a drawn page's address: on a page the server drew (for this member, and, as `fits`
 * says, for this screen's address), its answers go under the screen's keys once `code`, what its first
 * render needs beyond the screen's own chunk, is in; on any other page, the screen's reads start.
 * Says whether the page was drawn.
 */
export async function prefetchDrawn<Queries extends readonly object[]>(
  client: QueryClient,
  { page, queries, code, fits = () => true }: {
    /** The drawn page's route pattern, under which the page carries its answers. */
    page: string;
    queries: Queries;
    code?: () => Promise<unknown>;
    fits?: (answers: Answers<Queries>) => boolean;
  },
): Promise<boolean> {
  const drawn = readDrawnAnswers()[page] as Answers<Queries> | undefined;
  if (drawn && fits(drawn)) {
    await code?.();
    seedAnswers(client, queries, drawn);
    return true;
  }
  for (const query of queries) void client.prefetchQuery(anyRead(query));
  return false;
}
