import type { ReadJson } from '../../providers/api-calls';
import { coursesQuery } from '../../providers/catalogue-api';
import { favouritesQuery } from '../../providers/favourites-api';
import { continueWatchingQuery } from '../../providers/library-api';
import { categoryProgressQuery, progressSummaryQuery } from '../../providers/progress-api';
import { promotionsQuery } from '../../providers/promotions-api';
import { dueCardQuery } from '../../providers/review-api';
import type { Answers } from '../../src/drawing/drawn-queries';

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

export type DashboardAnswers = Answers<ReturnType<typeof dashboardQueries>>;
