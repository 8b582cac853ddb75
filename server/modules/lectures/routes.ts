import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { hearOwnWrites } from '../../plugins/write-sync.js';
import {
  idParams,
  lectureBody,
  lectureList,
  lectureListQuery,
  lecturePatch,
  lectureRecord,
  lectureWithMessage,
  messageResponse,
  staleSaveResponse,
} from '../../schemas/index.js';
import { decisionCounts } from '../decisions/decisions-store.js';
import type { Api, ApiModule } from '../module.js';
import { registerBulkActions } from '../shared/bulk-actions.js';
import { registerCsvExport } from '../shared/csv-export.js';
import { listInMemory, type MemoryListSpec } from '../shared/memory-list.js';
import { tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { type CatalogueLecture, visibleEntry, visibleIn } from './catalogue-snapshot.js';
import { lectureCsvColumns } from './lecture-export.js';
import {
  lectureAfterWrites,
  loadLectureRecord,
  personalRecordJson,
  personalRecordsJson,
  toLectureRecords,
} from './lecture-records.js';
import { bulkLectures, insertLecture, saveLecture, softDeleteLecture } from './lectures-store.js';

const tags = ['lectures'];
// By `order`, then newest first, unless `_sort` says otherwise (docs/API.md#lists).
const lectureListSpec: MemoryListSpec<
  'id' | 'name' | 'course' | 'category' | 'lectureLength' | 'order' | 'createdAt',
  CatalogueLecture
> = {
  sortable: {
    id: (e) => e.lecture.id,
    name: (e) => e.lecture.name,
    course: (e) => e.course.title,
    category: (e) => e.category.title,
    lectureLength: (e) => e.lecture.lengthSeconds,
    order: (e) => e.lecture.order,
    createdAt: (e) => e.lecture.createdAt,
  },
  id: (e) => e.lecture.id,
  searchIn: (e) => [e.searchName],
};

/** The list's `courseId` and `categoryId` filters. */
function inCourseAndCategory(
  all: CatalogueLecture[],
  { courseId, categoryId }: { courseId?: number; categoryId?: number },
): CatalogueLecture[] {
  if (!courseId && !categoryId) return all;
  return all.filter(
    ({ lecture }) => (!courseId || lecture.courseId === courseId) && (!categoryId || lecture.categoryId === categoryId),
  );
}

/**
 * One lecture's record, kept per member. A function of the module, not a closure named inside the
 * handler: tsx keeps function names (esbuild's `keepNames`) by defining `name` on each such closure
 * as it is made, which cost a cached answer about a thirtieth of its time.
 */
function sendLecture(api: Api, request: FastifyRequest, reply: FastifyReply, user: AuthUser, id: number) {
  return api.deps.answerCache.send(request, reply, ({ learning, snapshot }) => {
    const entry = visibleEntry(snapshot, user, id);
    if (!entry) throw notFound('Lecture not found');
    return personalRecordJson(api.deps.mediaUrls, entry, learning, user);
  });
}

export const lecturesModule: ApiModule = {
  staffArea: 'lectures',
  async subscriber(api) {
    api.get(
      '/lectures',
      { schema: { tags, querystring: lectureListQuery, response: { 200: lectureList } } },
      (request, reply) =>
        api.deps.answerCache.send(request, reply, ({ user, learning, snapshot }) => {
          const visible = inCourseAndCategory(visibleIn(snapshot, user), request.query);
          const listed = listInMemory(reply, request.query, lectureListSpec, visible);
          return personalRecordsJson(api.deps.mediaUrls, listed, learning, user);
        }),
    );
    api.get(
      '/lectures/:id',
      { schema: { tags, params: idParams, response: { 200: lectureRecord } } },
      (request, reply) => {
        const user = currentUser(request);
        if (!isStaff(user)) return sendLecture(api, request, reply, user, request.params.id);
        // Read before the answer's own snapshot, so the tag is never newer than the record it goes with.
        return api.deps.catalogue.lecture(user, request.params.id).then((entry) => {
          tagVersion(reply, entry?.lecture.version);
          return sendLecture(api, request, reply, user, request.params.id);
        });
      },
    );
  },

  async staff(api) {
    registerListTools(api);
    const { db } = api.deps;
    api.post(
      '/lectures/create',
      { schema: { tags, body: lectureBody, response: { 201: lectureWithMessage } } },
      async (request, reply) => {
        const id = await insertLecture(db, request, request.body, api.deps.now());
        return reply
          .code(201)
          .send({ ...(await lectureAfterWrites(api.deps, request, id)), message: TEXTS.lectureAdded });
      },
    );

    api.patch(
      '/lectures/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: lecturePatch,
          response: { 200: lectureWithMessage, 412: staleSaveResponse(lectureRecord) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const user = currentUser(request);
        const current = () => lectureAfterWrites(api.deps, request, id);
        await loadLectureRecord(api.deps, user, id);
        const saved = await saveLecture(db, request, { id, body: request.body, now: api.deps.now, current });
        await hearOwnWrites(api.deps.changeFeed, request);
        tagVersion(reply, saved.lecture.version);
        const [record] = await toLectureRecords(api.deps, user, [saved]);
        return { ...record, message: TEXTS.lectureUpdated };
      },
    );

    api.delete(
      '/lectures/:id',
      { schema: { tags, params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        const deleted = await softDeleteLecture(db, request, request.params.id, api.deps.now());
        if (!deleted) throw notFound('Lecture not found');
        return { message: TEXTS.lectureDeleted };
      },
    );
  },
};

/** The staff list's CSV export and bulk deletes. */
function registerListTools(api: Api): void {
  // Lectures are listed from the in-memory catalogue, so their export reads the same snapshot.
  registerCsvExport(api, {
    list: '/lectures',
    file: 'lectures',
    query: lectureListQuery,
    read: async (query, staff, reply) => {
      const visible = inCourseAndCategory(await api.deps.catalogue.visibleTo(staff), query);
      return {
        columns: lectureCsvColumns(await decisionCounts(api.deps.db)),
        rows: [listInMemory(reply, query, lectureListSpec, visible)],
      };
    },
  });
  registerBulkActions(api, { path: '/lectures', plural: 'lectures', ...bulkLectures(api.deps.now) });
}
