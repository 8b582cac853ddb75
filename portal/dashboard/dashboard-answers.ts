import { QueryClient as AnswerCache, type QueryClient } from '@tanstack/react-query';
import type { ReadJson } from '../../providers/api-calls';
import { coursesQuery } from '../../providers/catalogue-api';
import { favouritesQuery } from '../../providers/favourites-api';
import { continueWatchingQuery } from '../../providers/library-api';
import { anyRead } from '../../providers/member-query';
import { categoryProgressQuery, progressSummaryQuery } from '../../providers/progress-api';
import { promotionsQuery } from '../../providers/promotions-api';
import { dueCardQuery } from '../../providers/review-api';

/**
 * Everything the dashboard's first data paint shows, in the order a page the server drew carries the
 * answers, read through `read` (the browser's client by default, or the server drawing the page).
 */
export const dashboardQueries = (read?: ReadJson) =>
  [
    progressSummaryQuery(read),
    categoryProgressQuery(read),
    promotionsQuery(read),
    favouritesQuery(read),
    coursesQuery(read),
    continueWatchingQuery(read),
    dueCardQuery(read),
  ] as const;

type AnswerOf<Q> = Q extends { queryFn?: infer Read }
  ? Read extends (...args: never[]) => infer T
    ? Awaited<T>
    : never
  : never;
type Answers<Queries extends readonly unknown[]> = { -readonly [K in keyof Queries]: AnswerOf<Queries[K]> };

export type DashboardAnswers = Answers<ReturnType<typeof dashboardQueries>>;

/** The dashboard's answers, each read once through `read`, for the server to draw the page with. */
export const readDashboardAnswers = (read: ReadJson): Promise<DashboardAnswers> => {
  const cache = new AnswerCache();
  const answers = Promise.all(dashboardQueries(read).map((query) => cache.fetchQuery(anyRead(query))));
  return answers as Promise<unknown> as Promise<DashboardAnswers>;
};

/**
 * Puts a drawn page's answers under the keys the dashboard reads, before its first render: it shows
 * them at once, as drawn, and reads again only once they are no longer fresh.
 */
export function seedDashboard(client: QueryClient, answers: DashboardAnswers): void {
  dashboardQueries().forEach((query, index) => client.setQueryData(anyRead(query).queryKey, answers[index]));
}
