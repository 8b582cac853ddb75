import { quietGet, type ReadJson } from './api-calls';
import { memberQuery } from './member-query';
import type { ByCategoryResponse, LectureRecord, NextLectureResponse } from './types';

export const libraryKeys = {
  all: ['library'] as const,
  byCategory: (categoryId: number, courseId?: number) => ['library', 'by-category', categoryId, courseId] as const,
  recent: (id: number) => ['library', 'recent', id] as const,
  next: (id: number) => ['library', 'next', id] as const,
  continueWatching: ['library', 'continue-watching'] as const,
};

/** A category's lectures in a course, with the member's progress through them, read through `read`. */
export const byCategoryQuery = (categoryId: number, courseId?: number, read: ReadJson = quietGet) =>
  memberQuery(libraryKeys.byCategory(categoryId, courseId), () =>
    read<ByCategoryResponse>(`lectures/by-category/${categoryId}`, courseId ? { courseId } : undefined),
  );

/** The lecture page's Recent Videos. */
export const recentQuery = (id: number, read: ReadJson = quietGet) =>
  memberQuery(libraryKeys.recent(id), () => read<LectureRecord[]>(`lectures/${id}/recent`));

/** The lecture after this one in its course and category (Up next), or null. */
export const nextQuery = (id: number, read: ReadJson = quietGet) =>
  memberQuery(libraryKeys.next(id), () => read<NextLectureResponse>(`lectures/${id}/next`).then((r) => r.next));

/** Started and unfinished lectures, the last watched first (the dashboard's Continue watching). */
export const continueWatchingQuery = (read: ReadJson = quietGet) =>
  memberQuery(libraryKeys.continueWatching, () => read<LectureRecord[]>('user/continue-watching'));
