import type { ReadJson } from '../../providers/api-calls';
import { lectureQuery } from '../../providers/lectures-api';
import { nextQuery, recentQuery } from '../../providers/library-api';
import type { Answers } from '../../src/drawing/drawn-queries';

/**
 * Everything the lecture page's first render shows: the lecture, Recent Videos and Up next, in the order
 * a page the server drew carries the answers, read through `read` (the browser's client by default, or
 * the server drawing the page).
 */
export const lectureQueries = (id: number, read?: ReadJson) =>
  [lectureQuery(id, read), recentQuery(id, read), nextQuery(id, read)] as const;

export type LectureAnswers = Answers<ReturnType<typeof lectureQueries>>;
