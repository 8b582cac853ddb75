import { and, asc, count, eq, exists, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import type { Db, Executor } from '../../db/database.js';
import type { CourseBody } from '../../schemas/index.js';
import type { ChangeKind } from '../../services/change-feed.js';
import { detachTagFromDeletedLectures } from '../lectures/lectures-store.js';
import { lectures, lectureTags } from '../lectures/schema.js';
import { lecturesVisibleTo } from '../lectures/visibility.js';
import { insertAudited } from '../shared/audited-writes.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { readVersion, saveIfUnchanged } from '../shared/row-versions.js';
import { categories, courses, tags } from './schema.js';
import { titledStore } from './titled-store.js';

/**
 * Writes to courses, categories and tags (here and through `titledStore`) raise `catalogue` (migration
 * 0011): they change what many lectures show, so the catalogue is read again whole. Deleting a tag
 * first detaches it from deleted lectures, a write of the lecture store (its `RAISES`).
 */
export const RAISES = ['catalogue'] as const satisfies readonly ChangeKind[];

const courseSortable = { id: courses.id, title: courses.title, status: courses.status, createdAt: courses.createdAt };

const onlyActiveFor = (user: AuthUser) => (isStaff(user) ? undefined : eq(courses.status, true));

/** The course list's filter and order (by id), shared by the list and its CSV export: members see active ones. */
export const coursesListFilter = (user: AuthUser): ListFilter<keyof typeof courseSortable> => ({
  sortable: courseSortable,
  defaultSort: ['id', 'asc'],
  idColumn: courses.id,
  searchIn: [courses.title],
  where: onlyActiveFor(user),
});

/** Courses with their lectures counted as this user sees them. */
function selectCourses(db: Executor, user: AuthUser) {
  const lecturesCount = db.$count(lectures, and(eq(lectures.courseId, courses.id), lecturesVisibleTo(user)));
  return db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      status: courses.status,
      lecturesCount,
      createdAt: courses.createdAt,
    })
    .from(courses)
    .$dynamic();
}

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

export const coursePage = (db: Executor, user: AuthUser, page: ListPage) => withPage(selectCourses(db, user), page);

export const countCourses = (db: Db, where: SQL | undefined) => db.$count(courses, where);

/** The course if this user may see it (members: active ones only). */
export async function findCourse(db: Executor, user: AuthUser, id: number) {
  const [row] = await selectCourses(db, user).where(and(eq(courses.id, id), onlyActiveFor(user)));
  return row;
}

export const courseVersion = (db: Executor, id: number) => readVersion(db, courses, id);

/** Creates a course, audited; its id. */
export async function insertCourse(db: Db, request: FastifyRequest, body: CourseBody): Promise<number> {
  const values = { ...body, status: body.status ?? true };
  return (await db.transaction((tx) => insertAudited(tx, request, courses, values))).id;
}

/**
 * Saves a staff edit if unchanged since the form read it (`saveIfUnchanged`; `current` is the record a
 * refused save answers with); the course as it was before.
 */
export function saveCourse(
  db: Db,
  request: FastifyRequest,
  edit: { id: number; change: Partial<CourseBody>; now: () => Date; current: () => Promise<unknown> },
) {
  const { id, change, now, current } = edit;
  return saveIfUnchanged(db, request, { table: courses, id, label: 'Course', current }, async (tx, row) => {
    await tx
      .update(courses)
      .set({ ...change, updatedAt: now() })
      .where(eq(courses.id, id));
    return row;
  });
}

/** The course list's bulk activate and deactivate. */
export const bulkCourses = { table: courses, searchIn: [courses.title], statusField: 'status' as const };

export const categoryStore = titledStore({
  table: categories,
  label: 'Category',
  async usage(db, id) {
    const [row] = await db
      .select({ all: count(), deleted: count(lectures.deletedAt) })
      .from(lectures)
      .where(eq(lectures.categoryId, id));
    return { all: row.all, live: row.all - row.deleted };
  },
});

export const tagStore = titledStore({
  table: tags,
  label: 'Tag',
  async usage(db, id) {
    const [row] = await db
      .select({ all: count(), deleted: count(lectures.deletedAt) })
      .from(lectureTags)
      .innerJoin(lectures, eq(lectures.id, lectureTags.lectureId))
      .where(eq(lectureTags.tagId, id));
    return { all: row.all, live: row.all - row.deleted };
  },
  detachDeleted: detachTagFromDeletedLectures,
});

/** The categories that hold lectures of this course the user may see; members see active categories only. */
export function categoriesOfCourse(db: Executor, user: AuthUser, courseId: number) {
  const hasLectures = exists(
    db
      .select({ id: lectures.id })
      .from(lectures)
      .where(and(eq(lectures.categoryId, categories.id), eq(lectures.courseId, courseId), lecturesVisibleTo(user))),
  );
  return db
    .select({ id: categories.id, title: categories.title, status: categories.status })
    .from(categories)
    .where(and(hasLectures, isStaff(user) ? undefined : eq(categories.status, true)))
    .orderBy(asc(categories.id));
}
