import type { ReadJson } from '../../providers/api-calls';
import { lectureDecisionsQuery } from '../../providers/decisions-api';
import { lectureQuery } from '../../providers/lectures-api';
import { nextQuery, recentQuery } from '../../providers/library-api';

/**
 * What the lecture page waits for before it shows the lecture: the lecture, Recent Videos and Up next,
 * read through `read` (the browser's client by default, or the server drawing the page).
 */
export const lectureQueries = (id: number, read?: ReadJson) =>
  [lectureQuery(id, read), recentQuery(id, read), nextQuery(id, read)] as const;

/**
 * Everything the page's first paint shows, in the order a page the server drew carries the answers: the
 * above and the decisions' list under the player, which the page shows as it comes (drawn without it,
 * the page's title would move down a phone's screen as the list arrived).
 */
export const drawnLectureQueries = (id: number, read?: ReadJson) =>
  [...lectureQueries(id, read), lectureDecisionsQuery(id, read)] as const;
