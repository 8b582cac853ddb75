import { quietGet, type ReadJson } from './api-calls';
import { favouritesKeys } from './favourites-api';
import { lecturesKeys } from './lectures-api';
import { libraryKeys } from './library-api';
import { memberQuery } from './member-query';
import type { CategoryProgressRow, DashboardResponse } from './types';

export const progressKeys = {
  all: ['progress'] as const,
  summary: ['progress', 'summary'] as const,
  categories: ['progress', 'categories'] as const,
};

/** What a saved position changes: the figures, and every lecture list's progress bars. */
export const watchedKeys = [progressKeys.all, libraryKeys.all, lecturesKeys.all, favouritesKeys.all] as const;

/** The dashboard's figures: watch time and completed videos, with their week's trend. */
export const progressSummaryQuery = (read: ReadJson = quietGet) =>
  memberQuery(progressKeys.summary, () => read<DashboardResponse>('user/dashboard'));

/** The member's progress per category, for the dashboard's course columns. */
export const categoryProgressQuery = (read: ReadJson = quietGet) =>
  memberQuery(progressKeys.categories, () => read<CategoryProgressRow[]>('category/all-progress'));
