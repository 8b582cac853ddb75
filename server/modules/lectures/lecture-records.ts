import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { categories, courses, favourites, lectures, lectureTags, progress, tags } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { LectureRecord } from '../../schemas/index.js';
import { lecturesVisibleTo } from './visibility.js';

type Deps = Pick<AppDeps, 'db' | 'mediaUrls'>;

/** Lectures with their course and category; add `where`/`orderBy`/paging, then `toLectureRecords`. */
export function selectLectures(db: Db) {
  return db
    .select({ lecture: lectures, course: { id: courses.id, title: courses.title }, category: { id: categories.id, title: categories.title } })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .innerJoin(categories, eq(categories.id, lectures.categoryId))
    .$dynamic();
}
export type LectureRow = Awaited<ReturnType<ReturnType<typeof selectLectures>['execute']>>[number];

/** Adds tags, the caller's favourite flag and progress: three queries for any number of lectures. */
export async function toLectureRecords(deps: Deps, user: AuthUser, rows: LectureRow[]): Promise<LectureRecord[]> {
  const ids = rows.map((row) => row.lecture.id);
  if (ids.length === 0) return [];
  const { db, mediaUrls } = deps;
  const [tagRows, favouriteRows, progressRows] = await Promise.all([
    db
      .select({ lectureId: lectureTags.lectureId, id: tags.id, title: tags.title })
      .from(lectureTags)
      .innerJoin(tags, eq(tags.id, lectureTags.tagId))
      // Members do not see inactive tags (their lectures are hidden anyway).
      .where(and(inArray(lectureTags.lectureId, ids), user.role === 'admin' ? undefined : eq(tags.status, true)))
      .orderBy(asc(tags.id)),
    db.select({ lectureId: favourites.lectureId }).from(favourites).where(and(eq(favourites.userId, user.id), inArray(favourites.lectureId, ids))),
    db.select().from(progress).where(and(eq(progress.userId, user.id), inArray(progress.lectureId, ids))),
  ]);
  const favourite = new Set(favouriteRows.map((row) => row.lectureId));
  return rows.map(({ lecture, course, category }) => {
    const lectureTagRows = tagRows.filter((tag) => tag.lectureId === lecture.id).map(({ id, title }) => ({ id, title }));
    return {
      id: lecture.id,
      name: lecture.name,
      description: lecture.description,
      courseId: lecture.courseId,
      categoryId: lecture.categoryId,
      tagIds: lectureTagRows.map((tag) => tag.id),
      videoUpload: mediaUrls.toUrl(lecture.videoKey) ?? '',
      poster: mediaUrls.toUrl(lecture.posterKey),
      lectureLength: lecture.lengthSeconds,
      order: lecture.order,
      createdAt: lecture.createdAt.toISOString(),
      tags: lectureTagRows,
      category,
      course,
      isFavourite: favourite.has(lecture.id),
      lectureProgress: progressRows
        .filter((row) => row.lectureId === lecture.id)
        .map((row) => ({ watchedSeconds: row.watchedSeconds, lastPosition: row.lastPosition, updatedAt: row.updatedAt.toISOString() })),
    };
  });
}

/** One lecture the user may see, as a record; 404 otherwise. */
export async function loadLectureRecord(deps: Deps, user: AuthUser, id: number): Promise<LectureRecord> {
  const rows = await selectLectures(deps.db).where(and(eq(lectures.id, id), lecturesVisibleTo(user)));
  if (rows.length === 0) throw notFound('Lecture not found');
  const [record] = await toLectureRecords(deps, user, rows);
  return record;
}
