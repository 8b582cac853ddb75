import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { favouritesResponse, favouriteToggleResponse, lectureIdInput, messageResponse } from '../../schemas/index.js';
import { visibleEntry } from '../lectures/catalogue-snapshot.js';
import { loadLectureRecord, personalRecordsJson } from '../lectures/lecture-records.js';
import type { ApiModule } from '../module.js';
import { removeFavourite, toggleFavourite } from './favourites-store.js';

const tags = ['favourites'];
export const FAVOURITE_TEXTS = {
  added: 'Lecture added to your saved videos',
  removed: 'Lecture removed from your saved videos',
  notFavourite: 'This lecture is not in your saved videos',
} as const;

export const favouritesModule: ApiModule = {
  async subscriber(api) {
    const { db } = api.deps;

    api.get('/user/get-favorites', { schema: { tags, response: { 200: favouritesResponse } } }, (request, reply) =>
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
        const isFavourite = await toggleFavourite(db, user.id, lectureId, api.deps.now());
        return { isFavourite, message: isFavourite ? FAVOURITE_TEXTS.added : FAVOURITE_TEXTS.removed };
      },
    );

    api.delete(
      '/user/favorites/:lectureId',
      { schema: { tags, params: lectureIdInput, response: { 200: messageResponse } } },
      async (request) => {
        const removed = await removeFavourite(db, currentUser(request).id, request.params.lectureId);
        if (!removed) throw notFound(FAVOURITE_TEXTS.notFavourite);
        return { message: FAVOURITE_TEXTS.removed };
      },
    );
  },
};
