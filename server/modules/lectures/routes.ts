import { and, eq, isNull } from 'drizzle-orm';
import { isStaff } from '../../../common/roles.js';
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
import { decisionCounts } from '../decisions/records.js';
import { decisions } from '../decisions/schema.js';
import type { ApiModule } from '../module.js';
import { recordAudit } from '../shared/audit-trail.js';
import { registerBulkActions, softDelete } from '../shared/bulk-actions.js';
import { registerCsvExport } from '../shared/csv-export.js';
import { listInMemory, type MemoryListSpec } from '../shared/memory-list.js';
import { saveIfUnchanged, tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { loadEntries } from './catalogue-load.js';
import { type CatalogueLecture, visibleEntry, visibleIn } from './catalogue-snapshot.js';
import { lectureCsvColumns } from './lecture-export.js';
import { loadLectureRecord, personalRecordJson, personalRecordsJson, toLectureRecords } from './lecture-records.js';
import { lectureColumns, refuseGoneReference, setLectureTags } from './lecture-writes.js';
import { lectures } from './schema.js';

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

export const lecturesModule: ApiModule = {
  staffArea: 'lectures',
  async subscriber(api) {
    api.get(
      '/lectures',
      { schema: { tags, querystring: lectureListQuery, response: { 200: lectureList } } },
      async (request, reply) =>
        api.deps.answerCache.send(request, reply, ({ user, learning, snapshot }) => {
          const visible = inCourseAndCategory(visibleIn(snapshot, user), request.query);
          const listed = listInMemory(reply, request.query, lectureListSpec, visible);
          return personalRecordsJson(api.deps.mediaUrls, listed, learning, user);
        }),
    );
    api.get(
      '/lectures/:id',
      { schema: { tags, params: idParams, response: { 200: lectureRecord } } },
      async (request, reply) => {
        const user = currentUser(request);
        // Read before the answer's own snapshot, so the tag is never newer than the record it goes with.
        if (isStaff(user))
          tagVersion(reply, (await api.deps.catalogue.lecture(user, request.params.id))?.lecture.version);
        return api.deps.answerCache.send(request, reply, ({ learning, snapshot }) => {
          const entry = visibleEntry(snapshot, user, request.params.id);
          if (!entry) throw notFound('Lecture not found');
          return personalRecordJson(api.deps.mediaUrls, entry, learning, user);
        });
      },
    );
  },

  async staff(api) {
    const { db } = api.deps;
    // Lectures are listed from the in-memory catalogue, so their export reads the same snapshot.
    registerCsvExport(api, {
      list: '/lectures',
      file: 'lectures',
      query: lectureListQuery,
      read: async (query, staff, reply) => {
        const visible = inCourseAndCategory(await api.deps.catalogue.visibleTo(staff), query);
        return {
          columns: lectureCsvColumns(await decisionCounts(db)),
          rows: [listInMemory(reply, query, lectureListSpec, visible)],
        };
      },
    });
    registerBulkActions(api, {
      path: '/lectures',
      table: lectures,
      plural: 'lectures',
      searchIn: [lectures.name],
      listed: isNull(lectures.deletedAt),
      remove: softDelete(lectures, api.deps.now),
    });
    api.post(
      '/lectures/create',
      { schema: { tags, body: lectureBody, response: { 201: lectureWithMessage } } },
      async (request, reply) => {
        const columns = await lectureColumns(db, request.body);
        const id = await db
          .transaction(async (tx) => {
            const [row] = await tx
              .insert(lectures)
              .values({
                ...columns,
                createdAt: api.deps.now(),
                updatedAt: api.deps.now(),
              } as typeof lectures.$inferInsert)
              .returning();
            await setLectureTags(tx, row.id, request.body.tagIds);
            await recordAudit(tx, request, {
              recordId: row.id,
              action: 'create',
              after: { ...row, tagIds: request.body.tagIds },
            });
            return row.id;
          })
          .catch(refuseGoneReference);
        await hearOwnWrites(api.deps.changeFeed, request);
        return reply
          .code(201)
          .send({ ...(await loadLectureRecord(api.deps, currentUser(request), id)), message: TEXTS.lectureAdded });
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
        const current = async () => {
          await hearOwnWrites(api.deps.changeFeed, request);
          return loadLectureRecord(api.deps, user, id);
        };
        await loadLectureRecord(api.deps, user, id);
        const columns = await lectureColumns(db, request.body);
        const saved = await saveIfUnchanged(
          db,
          request,
          { table: lectures, id, label: 'Lecture', current },
          async (tx, row) => {
            // Deleted since the check above (a bulk delete holding the row first): refused, nothing written.
            if (row.deletedAt) throw notFound('Lecture not found');
            await tx
              .update(lectures)
              .set({ ...columns, updatedAt: api.deps.now() })
              .where(eq(lectures.id, id));
            if (request.body.tagIds) await setLectureTags(tx, id, request.body.tagIds);
            // The answer is the lecture as saved: a delete committing right after must not turn it into a 404.
            const [entry] = await loadEntries(tx, [id]);
            if (!entry) throw notFound('Lecture not found');
            return entry;
          },
        ).catch(refuseGoneReference);
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
        // Soft: progress, favourites and the watch log keep pointing at it. Its decision points are part
        // of it and go with it, and with them the review cards members made of them.
        const deleted = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(lectures)
            .set({ deletedAt: api.deps.now() })
            .where(and(eq(lectures.id, request.params.id), isNull(lectures.deletedAt)))
            .returning();
          if (row) {
            await tx.delete(decisions).where(eq(decisions.lectureId, row.id));
            await recordAudit(tx, request, {
              recordId: row.id,
              action: 'delete',
              before: { ...row, deletedAt: null },
              after: row,
            });
          }
          return row;
        });
        if (!deleted) throw notFound('Lecture not found');
        return { message: TEXTS.lectureDeleted };
      },
    );
  },
};
