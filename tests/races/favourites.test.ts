import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITE_TEXTS } from '../../server/modules/favourites/routes.js';
import { type ApiClient, apiClient } from '../api/helpers/client.js';
import { subscribedMemberToken, userId } from '../api/helpers/payments.js';
import { startTestServer, type TestServer } from '../api/helpers/test-server.js';
import { fiveHundreds, RACE_SERVER_ENV, ROUNDS, serverErrors, tally, times, together } from './helpers/race.js';

/** A burst of Save toggles on one lecture: each applies after the one before and says what it did. */
let server: TestServer;
let api: ApiClient;
let member: string;
let memberId: number;
let lectureIds: number[];

beforeAll(async () => {
  server = await startTestServer({ ...RACE_SERVER_ENV, SEED_DEMO: '1' });
  api = apiClient(server.url);
  member = await subscribedMemberToken(api, server.outbox);
  memberId = await userId(api, member);
  lectureIds = (await api.get('/lectures', member)).body.map((lecture: { id: number }) => lecture.id);
});
afterAll(() => server.close());

const saved = async (lectureId: number) =>
  Number(
    (
      await server.db.query<{ n: string }>(
        'select count(*) as n from favourites where user_id = $1 and lecture_id = $2',
        [memberId, lectureId],
      )
    ).rows[0].n,
  );

describe('concurrent favourite toggles', () => {
  const record = tally('favourite toggles');

  for (const burst of [20, 21, 50]) {
    it(`${burst} toggles at once leave the lecture ${burst % 2 ? 'saved' : 'unsaved'}, half of them adding and half removing`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const lectureId = lectureIds[round % lectureIds.length];
        const before = await saved(lectureId);
        const answers = await together(
          times(burst, () => () => api.post('/user/create-favorite', { lectureId }, member)),
        );
        const added = answers.filter(({ body }) => body.isFavourite === true);
        const removed = answers.filter(({ body }) => body.isFavourite === false);
        const after = await saved(lectureId);
        const expected = (before + burst) % 2;
        record({ toggles: burst, '5xx': fiveHundreds(answers), parityMismatches: after === expected ? 0 : 1 });

        expect(serverErrors(answers)).toEqual([]);
        expect(after).toBe(expected);
        // Each answer says what it did, and they alternate starting from what was there.
        expect(added.every(({ body }) => body.message === FAVOURITE_TEXTS.added)).toBe(true);
        expect(removed.every(({ body }) => body.message === FAVOURITE_TEXTS.removed)).toBe(true);
        expect(added.length - removed.length).toBe(after - before);
        const shown = (await api.get(`/lectures/${lectureId}`, member)).body.isFavourite;
        const listed = (await api.get('/user/get-favorites', member)).body.favoriteLectures.map(
          (l: { id: number }) => l.id,
        );
        expect(shown).toBe(after === 1);
        expect(listed.includes(lectureId)).toBe(after === 1);
      }
    });
  }
});
