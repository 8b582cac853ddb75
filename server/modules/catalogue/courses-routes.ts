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
import type { Api, ApiModule } from '../module.js';
import { registerBulkActions } from '../shared/bulk-actions.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { runList } from '../shared/lists.js';
import { tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import {
  bulkCourses,
  countCourses,
  coursePage,
  type CourseRow,
  coursesListFilter,
  courseVersion,
  findCourse,
  insertCourse,
  saveCourse,
} from './catalogue-store.js';
import { coursesExport } from './courses-export.js';

const tags = ['courses'];
const courseList = listQuery(['id', 'title', 'status', 'createdAt']);

const toCourseRecord = (row: CourseRow): CourseRecord => ({
  ...row,
  lecturesCount: Number(row.lecturesCount),
  createdAt: row.createdAt.toISOString(),
});

async function loadCourse(db: Db, user: AuthUser, id: number): Promise<CourseRecord> {
  const row = await findCourse(db, user, id);
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
          rows: async (page) => (await coursePage(db, user, page)).map(toCourseRecord),
          count: (where) => countCourses(db, where),
        });
      },
    );
    api.get(
      '/courses/:id',
      { schema: { tags, params: idParams, response: { 200: courseRecord } } },
      async (request, reply) => {
        const user = currentUser(request);
        if (isStaff(user)) tagVersion(reply, await courseVersion(db, request.params.id));
        return loadCourse(db, user, request.params.id);
      },
    );
  },

  async staff(api) {
    const { db } = api.deps;
    registerListTools(api);
    api.post(
      '/courses',
      { schema: { tags, body: courseBody, response: { 201: courseWithMessage } } },
      async (request, reply) => {
        const id = await insertCourse(db, request, request.body);
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
        const before = await saveCourse(db, request, { id, change: request.body, now: api.deps.now, current });
        tagVersion(reply, await courseVersion(db, id));
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

/** The staff list's CSV export and bulk activate and deactivate. */
function registerListTools(api: Api): void {
  const { db } = api.deps;
  registerSqlExport(api, {
    list: '/courses',
    file: 'courses',
    query: courseList,
    filter: (_, staff) => coursesListFilter(staff),
    rows: (staff) => coursesExport(db, staff),
  });
  registerBulkActions(api, { path: '/courses', plural: 'courses', ...bulkCourses });
}
