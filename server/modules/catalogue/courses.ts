import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  courseBody,
  coursePatch,
  type CourseRecord,
  courseRecord,
  courseWithMessage,
  idParams,
  listQuery,
  staleSaveResponse,
} from '../../schemas/index.js';
import { lectures } from '../lectures/schema.js';
import { lecturesVisibleTo } from '../lectures/visibility.js';
import type { ApiModule } from '../module.js';
import { recordAudit } from '../shared/audit-trail.js';
import { registerBulkActions } from '../shared/bulk-actions.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { type ListFilter, runList, withPage } from '../shared/lists.js';
import { saveIfUnchanged, tagCurrentVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { coursesExport } from './courses-export.js';
import { courses } from './schema.js';

const tags = ['courses'];
const courseList = listQuery(['id', 'title', 'status', 'createdAt']);
const sortable = { id: courses.id, title: courses.title, status: courses.status, createdAt: courses.createdAt };

function selectCourses(db: Db, user: AuthUser) {
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

type CourseRow = Omit<CourseRecord, 'createdAt' | 'lecturesCount'> & { createdAt: Date; lecturesCount: number };
const toCourseRecord = (row: CourseRow): CourseRecord => ({
  ...row,
  lecturesCount: Number(row.lecturesCount),
  createdAt: row.createdAt.toISOString(),
});

const onlyActiveFor = (user: AuthUser) => (isStaff(user) ? undefined : eq(courses.status, true));

/** The course list's filter and order (by id), shared by the list and its CSV export. */
const coursesListFilter = (user: AuthUser): ListFilter<keyof typeof sortable> => ({
  sortable,
  defaultSort: ['id', 'asc'],
  idColumn: courses.id,
  searchIn: [courses.title],
  where: onlyActiveFor(user),
});

async function loadCourse(db: Db, user: AuthUser, id: number): Promise<CourseRecord> {
  const [row] = await selectCourses(db, user).where(and(eq(courses.id, id), onlyActiveFor(user)));
  if (!row) throw notFound('Course not found');
  return toCourseRecord(row);
}

export const coursesModule: ApiModule = {
  staffArea: 'courses',
  async member(api) {
    const { db } = api.deps;
    api.get(
      '/courses',
      { schema: { tags, querystring: courseList, response: { 200: z.array(courseRecord) } } },
      async (request, reply) => {
        const user = currentUser(request);
        return runList(reply, request.query, {
          ...coursesListFilter(user),
          rows: async (page) => (await withPage(selectCourses(db, user), page)).map(toCourseRecord),
          count: (where) => db.$count(courses, where),
        });
      },
    );
    api.get(
      '/courses/:id',
      { schema: { tags, params: idParams, response: { 200: courseRecord } } },
      async (request, reply) => {
        const user = currentUser(request);
        if (isStaff(user)) await tagCurrentVersion(reply, db, courses, request.params.id);
        return loadCourse(db, user, request.params.id);
      },
    );
  },

  async staff(api) {
    const { db } = api.deps;
    registerSqlExport(api, {
      list: '/courses',
      file: 'courses',
      query: courseList,
      filter: (_, staff) => coursesListFilter(staff),
      rows: (staff) => coursesExport(db, staff),
    });
    registerBulkActions(api, {
      path: '/courses',
      table: courses,
      plural: 'courses',
      searchIn: [courses.title],
      statusField: 'status',
    });
    api.post(
      '/courses',
      { schema: { tags, body: courseBody, response: { 201: courseWithMessage } } },
      async (request, reply) => {
        const id = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(courses)
            .values({ ...request.body, status: request.body.status ?? true })
            .returning();
          await recordAudit(tx, request, { recordId: created.id, action: 'create', after: created });
          return created.id;
        });
        return reply
          .code(201)
          .send({ ...(await loadCourse(db, currentUser(request), id)), message: TEXTS.added('Course') });
      },
    );
    api.patch(
      '/courses/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: coursePatch,
          response: { 200: courseWithMessage, 412: staleSaveResponse(courseRecord) },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { id } = request.params;
        const current = () => loadCourse(db, user, id);
        const before = await saveIfUnchanged(
          db,
          request,
          { table: courses, id, label: 'Course', current },
          async (tx, row) => {
            await tx
              .update(courses)
              .set({ ...request.body, updatedAt: api.deps.now() })
              .where(eq(courses.id, id));
            return row;
          },
        );
        await tagCurrentVersion(reply, db, courses, id);
        const after = await current();
        const statusChanged = request.body.status !== undefined && request.body.status !== before.status;
        const message = statusChanged
          ? after.status
            ? TEXTS.markedActive
            : TEXTS.markedInactive
          : TEXTS.updated('Course');
        return { ...after, message };
      },
    );
  },
};
