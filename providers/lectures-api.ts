import { quietGet, type ReadJson } from './api-calls';
import { memberQuery } from './member-query';
import type { LectureRecord } from './types';

export interface LectureQuery {
  courseId?: number;
  categoryId?: number;
  q?: string;
}

export const lecturesKeys = {
  all: ['lectures'] as const,
  lists: ['lectures', 'list'] as const,
  list: (query: LectureQuery) => [...lecturesKeys.lists, query] as const,
  details: ['lectures', 'one'] as const,
  one: (id: number) => [...lecturesKeys.details, id] as const,
};

/** The live lectures a member may watch, filtered by course, category or name, read through `read`. */
export const lecturesQuery = (query: LectureQuery = {}, read: ReadJson = quietGet) =>
  memberQuery(lecturesKeys.list(query), () => read<LectureRecord[]>('lectures', { ...query }));

/**
 * One lecture with its media addresses, the member's progress and heart. Not kept once its page closes:
 * the addresses are signed for a time, and a player started on old ones would change source mid-play.
 */
export const lectureQuery = (id: number, read: ReadJson = quietGet) => ({
  ...memberQuery(lecturesKeys.one(id), () => read<LectureRecord>(`lectures/${id}`)),
  gcTime: 0,
});
