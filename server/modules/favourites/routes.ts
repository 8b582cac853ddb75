import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { favouritesResponse, favouriteToggleResponse, lectureIdInput, messageResponse } from '../../schemas/index.js';
import { visibleEntry } from '../lectures/catalogue-snapshot.js';
import { loadLectureRecord, personalRecordsJson } from '../lectures/lecture-records.js';
import type { ApiModule } from '../module.js';
import { favourites } from './schema.js';

const tags = ['favourites'];
// Any constant: the advisory-lock space of favourite toggles (the key within it hashes member and lecture).
const FAVOURITE_LOCKS = 724_303;
export const FAVOURITE_TEXTS = {
  added: 'Lecture added to your saved videos',
  removed: 'Lecture removed from your saved videos',
  notFavourite: 'This lecture is not in your saved videos',
} as const;

export const favouritesModule: ApiModule = {
  async subscriber(api) {
    const { db } = api.deps;

    api.get(
      '/user/get-favorites',
      { schema: { tags, response: { 200: favouritesResponse } } },
      async (request, reply) =>
        api.deps.answerCache.send(request, reply, ({ user, learning, snapshot }) => {
          const saved = learning.favourites.flatMap((lectureId) => visibleEntry(snapshot, user, lectureId) ?? []);
          return `{"favoriteLectures":${personalRecordsJson(api.deps.mediaUrls, saved, learning, user)}}`;
        }),
    );

    api.post(
      '/user/create-favorite',
      { schema: { tags, body: lectureIdInput, response: { 200: favouriteToggleResponse } } },
      async (request) => {
        const user = currentUser(request);
        const { lectureId } = request.body;
        await loadLectureRecord(api.deps, user, lectureId);
        // Toggles of one member's lecture take turns (a lock per member and lecture, held to the
        // commit): each flips what the one before left, so an even number of them changes nothing.
        const isFavourite = await db.transaction(async (tx) => {
          await tx.execute(
            sql`select pg_advisory_xact_lock(${FAVOURITE_LOCKS}, hashtext(${`${user.id}:${lectureId}`}))`,
          );
          const removed = await tx
            .delete(favourites)
            .where(and(eq(favourites.userId, user.id), eq(favourites.lectureId, lectureId)))
            .returning({ id: favourites.id });
          if (removed.length > 0) return false;
          await tx.insert(favourites).values({ userId: user.id, lectureId, createdAt: api.deps.now() });
          return true;
        });
        return { isFavourite, message: isFavourite ? FAVOURITE_TEXTS.added : FAVOURITE_TEXTS.removed };
      },
    );

    api.delete(
      '/user/favorites/:lectureId',
      { schema: { tags, params: lectureIdInput, response: { 200: messageResponse } } },
      async (request) => {
        const removed = await db
          .delete(favourites)
          .where(
            and(eq(favourites.userId, currentUser(request).id), eq(favourites.lectureId, request.params.lectureId)),
          )
          .returning({ id: favourites.id });
        if (removed.length === 0) throw notFound(FAVOURITE_TEXTS.notFavourite);
        return { message: FAVOURITE_TEXTS.removed };
      },
    );
  },
};
