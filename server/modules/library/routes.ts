import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { isStaff } from '../../access/roles.js';
import { byCategoryParams, byCategoryQuery, byCategoryResponse, idParams, lectureList } from '../../schemas/index.js';
import type { CatalogueLecture } from '../lectures/catalogue.js';
import { loadLectureRecord, toLectureRecords } from '../lectures/lecture-records.js';
import type { ApiModule } from '../module.js';
import { percentWatched } from '../progress/percent.js';

const tags = ['lectures'];
const RECENT_COUNT = 4;

/** Member browsing: a category's lectures with their progress, and a lecture's recent neighbours. */
export const libraryModule: ApiModule = {
  async subscriber(api) {
    const { catalogue } = api.deps;

    api.get('/lectures/by-category/:categoryId', { schema: { tags, params: byCategoryParams, querystring: byCategoryQuery, response: { 200: byCategoryResponse } } }, async (request) => {
      const user = currentUser(request);
      const { categoryId } = request.params;
      const { courseId } = request.query;
      const category = (await catalogue.snapshot()).categories.get(categoryId);
      if (!category || (!isStaff(user) && !category.status)) throw notFound(`Failed to fetch Modules for category ${categoryId}`);
      const inCategory = (await catalogue.visibleTo(user)).filter(({ lecture }) => lecture.categoryId === categoryId && (!courseId || lecture.courseId === courseId));
      const records = await toLectureRecords(api.deps, user, inCategory);
      const length = records.reduce((sum, lecture) => sum + lecture.lectureLength, 0);
      const watched = records.reduce((sum, lecture) => sum + Math.min(lecture.lectureProgress[0]?.watchedSeconds ?? 0, lecture.lectureLength), 0);
      return { lectures: records, progress: percentWatched(watched, length) };
    });

    api.get('/lectures/:id/recent', { schema: { tags, params: idParams, response: { 200: lectureList } } }, async (request) => {
      const user = currentUser(request);
      const lecture = await loadLectureRecord(api.deps, user, request.params.id);
      const isNewer = (a: CatalogueLecture, b: CatalogueLecture) => a.lecture.createdAt.getTime() - b.lecture.createdAt.getTime() || a.lecture.id - b.lecture.id;
      // The newest few of the course in one pass: no sort of the whole course on every call.
      const newest: CatalogueLecture[] = [];
      for (const entry of await catalogue.visibleTo(user)) {
        if (entry.lecture.courseId !== lecture.courseId || entry.lecture.id === lecture.id) continue;
        if (newest.length === RECENT_COUNT && isNewer(entry, newest[RECENT_COUNT - 1]) <= 0) continue;
        const at = newest.findIndex((kept) => isNewer(entry, kept) > 0);
        newest.splice(at === -1 ? newest.length : at, 0, entry);
        newest.length = Math.min(newest.length, RECENT_COUNT);
      }
      return toLectureRecords(api.deps, user, newest);
    });
  },
};
