import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { categories, lectures } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { requireMembership } from '../../plugins/membership.js';
import { byCategoryParams, byCategoryQuery, byCategoryResponse, idParams, lectureList } from '../../schemas/index.js';
import { loadLectureRecord, selectLectures, toLectureRecords } from '../lectures/lecture-records.js';
import { lecturesVisibleTo } from '../lectures/visibility.js';
import type { ApiModule } from '../module.js';
import { percentWatched } from '../progress/percent.js';

const tags = ['lectures'];
const RECENT_COUNT = 4;

/** Member browsing: a category's lectures with their progress, and a lecture's recent neighbours. */
export const libraryModule: ApiModule = {
  async member(api) {
    const { db } = api.deps;
    api.addHook('preHandler', requireMembership);

    api.get('/lectures/by-category/:categoryId', { schema: { tags, params: byCategoryParams, querystring: byCategoryQuery, response: { 200: byCategoryResponse } } }, async (request) => {
      const user = currentUser(request);
      const { categoryId } = request.params;
      const [category] = await db.select({ status: categories.status }).from(categories).where(eq(categories.id, categoryId));
      if (!category || (user.role !== 'admin' && !category.status)) throw notFound(`Failed to fetch Modules for category ${categoryId}`);
      const { courseId } = request.query;
      const rows = await selectLectures(db)
        .where(and(eq(lectures.categoryId, categoryId), courseId ? eq(lectures.courseId, courseId) : undefined, lecturesVisibleTo(user)))
        .orderBy(asc(lectures.order), desc(lectures.createdAt), desc(lectures.id));
      const records = await toLectureRecords(api.deps, user, rows);
      const length = records.reduce((sum, lecture) => sum + lecture.lectureLength, 0);
      const watched = records.reduce((sum, lecture) => sum + Math.min(lecture.lectureProgress[0]?.watchedSeconds ?? 0, lecture.lectureLength), 0);
      return { lectures: records, progress: percentWatched(watched, length) };
    });

    api.get('/lectures/:id/recent', { schema: { tags, params: idParams, response: { 200: lectureList } } }, async (request) => {
      const user = currentUser(request);
      const lecture = await loadLectureRecord(api.deps, user, request.params.id);
      const rows = await selectLectures(db)
        .where(and(eq(lectures.courseId, lecture.courseId), ne(lectures.id, lecture.id), lecturesVisibleTo(user)))
        .orderBy(desc(lectures.createdAt), desc(lectures.id))
        .limit(RECENT_COUNT);
      return toLectureRecords(api.deps, user, rows);
    });
  },
};
