import { PATHS } from '../common/paths.js';

/**
 * Each member page's critical JavaScript: what its first render needs (the entry with its imports and the
 * files the page preloads, build/route-preloads.ts), in KB as sent (brotli). `vite build` fails when a page
 * goes past its line (build/js-budget-check.ts); `npm run bench pages` prints each page's figure beside it.
 * The goal is the dashboard's 300 KB for every member page, the lecture page first: what a member opens
 * most must not arrive later than the first page they see. The pages with an antd Select in their first
 * view (the course and category filters, the saved list's pager) and the profile's cards are held where
 * they stand until they reach it.
 */
export const JS_BUDGETS_KB: Record<string, number> = {
  [PATHS.login]: 175,
  [PATHS.dashboard]: 300,
  [PATHS.lectureDetails]: 300,
  [PATHS.review]: 300,
  [PATHS.equity]: 300,
  [PATHS.modules]: 315,
  [PATHS.contentLibrary]: 315,
  [PATHS.savedVideos]: 325,
  [PATHS.profile]: 355,
};
