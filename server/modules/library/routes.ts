import { isStaff } from '../../../common/roles.js';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { sendJsonText } from '../../plugins/response-serializer.js';
import {
  byCategoryParams,
  byCategoryQuery,
  byCategoryResponse,
  idParams,
  lectureList,
  nextLectureResponse,
} from '../../schemas/index.js';
import { type CatalogueLecture, visibleIn } from '../lectures/catalogue-snapshot.js';
import { lectureRecordsJson, loadLectureRecord, personalRecordsJson } from '../lectures/lecture-records.js';
import type { ApiModule } from '../module.js';
import { COMPLETED_AT_PERCENT, percentWatched } from '../progress/percent.js';

const tags = ['lectures'];
const RECENT_COUNT = 4;
/** The dashboard's Continue watching row holds this many at most. */
export const CONTINUE_WATCHING_COUNT = 8;

/**
 * Member browsing: a category's lectures with their progress, a lecture's recent neighbours and the
 * one after it, and the lectures the member started and has not finished.
 */
export const libraryModule: ApiModule = {
  async subscriber(api) {
    const { catalogue } = api.deps;

    api.get(
      '/lectures/by-category/:categoryId',
      {
        schema: { tags, params: byCategoryParams, querystring: byCategoryQuery, response: { 200: byCategoryResponse } },
      },
      (request, reply) =>
        api.deps.answerCache.send(request, reply, ({ user, learning, snapshot }) => {
          const { categoryId } = request.params;
          const { courseId } = request.query;
          const category = snapshot.categories.get(categoryId);
          if (!category || (!isStaff(user) && !category.status))
            throw notFound(`Failed to fetch Modules for category ${categoryId}`);
          const inCategory = visibleIn(snapshot, user).filter(
            ({ lecture }) => lecture.categoryId === categoryId && (!courseId || lecture.courseId === courseId),
          );
          let length = 0;
          let watched = 0;
          for (const { lecture } of inCategory) {
            length += lecture.lengthSeconds;
            watched += Math.min(learning.progress.get(lecture.id)?.watchedSeconds ?? 0, lecture.lengthSeconds);
          }
          const lectures = personalRecordsJson(api.deps.mediaUrls, inCategory, learning, user);
          return `{"lectures":${lectures},"progress":${JSON.stringify(percentWatched(watched, length))}}`;
        }),
    );

    api.get('/user/continue-watching', { schema: { tags, response: { 200: lectureList } } }, async (request, reply) => {
      const user = currentUser(request);
      const learning = await api.deps.learning.of(user.id);
      const unfinished = (await catalogue.visibleTo(user)).filter(({ lecture }) => {
        const watched = learning.progress.get(lecture.id)?.watchedSeconds ?? 0;
        return watched > 0 && percentWatched(watched, lecture.lengthSeconds) < COMPLETED_AT_PERCENT;
      });
      const lastWatched = (entry: CatalogueLecture) => learning.progress.get(entry.lecture.id)!.updatedAt.getTime();
      unfinished.sort((a, b) => lastWatched(b) - lastWatched(a) || b.lecture.id - a.lecture.id);
      const rows = unfinished.slice(0, CONTINUE_WATCHING_COUNT);
      return sendJsonText(reply, personalRecordsJson(api.deps.mediaUrls, rows, learning, user));
    });

    api.get(
      '/lectures/:id/next',
      { schema: { tags, params: idParams, response: { 200: nextLectureResponse } } },
      async (request, reply) => {
        const user = currentUser(request);
        const lecture = await loadLectureRecord(api.deps, user, request.params.id);
        // The catalogue's own order (`order`, then newest), within the lecture's course and category.
        const module = (await catalogue.visibleTo(user)).filter(
          (entry) => entry.lecture.courseId === lecture.courseId && entry.lecture.categoryId === lecture.categoryId,
        );
        const at = module.findIndex((entry) => entry.lecture.id === lecture.id);
        const next = at === -1 ? undefined : module[at + 1];
        const record = next ? (await lectureRecordsJson(api.deps, user, [next])).slice(1, -1) : 'null';
        return sendJsonText(reply, `{"next":${record}}`);
      },
    );

    api.get(
      '/lectures/:id/recent',
      { schema: { tags, params: idParams, response: { 200: lectureList } } },
      async (request, reply) => {
        const user = currentUser(request);
        const lecture = await loadLectureRecord(api.deps, user, request.params.id);
        const isNewer = (a: CatalogueLecture, b: CatalogueLecture) =>
          a.lecture.createdAt.getTime() - b.lecture.createdAt.getTime() || a.lecture.id - b.lecture.id;
        // The newest few of the course in one pass: no sort of the whole course on every call.
        const newest: CatalogueLecture[] = [];
        for (const entry of await catalogue.visibleTo(user)) {
          if (entry.lecture.courseId !== lecture.courseId || entry.lecture.id === lecture.id) continue;
          if (newest.length === RECENT_COUNT && isNewer(entry, newest[RECENT_COUNT - 1]) <= 0) continue;
          const at = newest.findIndex((kept) => isNewer(entry, kept) > 0);
          newest.splice(at === -1 ? newest.length : at, 0, entry);
          newest.length = Math.min(newest.length, RECENT_COUNT);
        }
        return sendJsonText(reply, await lectureRecordsJson(api.deps, user, newest));
      },
    );
  },
};
