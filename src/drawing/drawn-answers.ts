import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { DRAWN_ANSWERS_ID } from '../../common/drawn-page';
import { getSession, memberOfKey } from '../../providers/session';

/**
 * The answers the server drew this page from, keyed by its address: a `<script type="application/json">`,
 * which the browser does not run (the CSP allows no inline script). Empty on any other page, and when
 * they were drawn for another member than the app's session is (the page's cookie and the browser's
 * storage can disagree: storage edited by hand, another tab signed in as someone else meanwhile).
 */
export function readDrawnAnswers(): Record<string, unknown> {
  const element = document.getElementById(DRAWN_ANSWERS_ID);
  if (!element?.textContent || element.dataset.member !== memberOfKey(getSession().token)) return {};
  try {
    return JSON.parse(element.textContent) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Whether the server drew this page: its scripts then wait for the answers' code before the first render. */
export const pageIsDrawn = () => document.getElementById(DRAWN_ANSWERS_ID) !== null;

// As providers/member-query.ts `anyRead`, which this file may not import: it would bring TanStack Query's
// code into the app's entry, and so onto the login page, which reads nothing through it.
const anyRead = (query: object) => query as FetchQueryOptions;

/**
 * Puts a drawn page's answers under the keys its screen reads, before its first render, on either side:
 * the screen shows them at once, as drawn, and reads again only once they are no longer fresh.
 */
export function seedAnswers(client: QueryClient, queries: readonly object[], answers: readonly unknown[]): void {
  queries.forEach((query, index) => client.setQueryData(anyRead(query).queryKey, answers[index]));
}

/** The answers the server drew this page from (for this member, at this address), if it drew it. */
export const drawnAnswersHere = () => readDrawnAnswers()[window.location.pathname] as unknown[] | undefined;

/**
 * As the app boots on a drawn page's address: on a page the server drew (for this member, at this
 * address), its answers go under the screen's keys once `code`, what its first render needs beyond the
 * screen's own chunk, is in; on any other page, the screen's reads start. Says whether the page was drawn.
 */
export async function prefetchDrawn(
  client: QueryClient,
  queries: readonly object[],
  code?: () => Promise<unknown>,
): Promise<boolean> {
  const drawn = drawnAnswersHere();
  if (drawn) {
    await code?.();
    seedAnswers(client, queries, drawn);
    return true;
  }
  for (const query of queries) void client.prefetchQuery(anyRead(query));
  return false;
}
