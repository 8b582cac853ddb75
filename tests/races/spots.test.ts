import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../api/helpers/client.js';
import { subscribedMemberToken } from '../api/helpers/payments.js';
import { startTestServer, type TestServer } from '../api/helpers/test-server.js';
import {
  fiveHundreds,
  RACE_SERVER_ENV,
  ROUNDS,
  serverErrors,
  statusesOf,
  tally,
  times,
  together,
} from './helpers/race.js';

/** A member's spot edited in one tab while another deletes it: the edits that lose find it gone. */
let server: TestServer;
let api: ApiClient;
let member: string;
let lectureId: number;

beforeAll(async () => {
  server = await startTestServer({ ...RACE_SERVER_ENV, SEED_DEMO: '1' });
  api = apiClient(server.url);
  member = await subscribedMemberToken(api, server.outbox);
  lectureId = (await api.get('/lectures', member)).body.find(
    (l: { lectureLength: number }) => l.lectureLength >= 10,
  ).id;
});
afterAll(() => server.close());

const newSpot = async () => (await api.post('/spots', { lectureId, atSeconds: 1, note: 'race me' }, member)).body.id;
const spotRows = async (id: number) =>
  (await server.db.query<{ note: string }>('select note from spots where id = $1', [id])).rows;

describe('a spot edited while it is deleted', () => {
  const record = tally('spot edit vs delete');

  it('answers each edit 200 (before the delete) or 404 (after it), and the spot is gone', async () => {
    for (let round = 0; round < ROUNDS * 2; round += 1) {
      const id = await newSpot();
      const calls = times(10, (i) => () => api.patch(`/spots/${id}`, { note: `edit ${i}`, atSeconds: 2 }, member));
      calls.splice(3, 0, () => api.delete(`/spots/${id}`, member));
      const answers = await together(calls);
      const [removal] = answers.splice(3, 1);
      record({
        calls: calls.length,
        '5xx': fiveHundreds([removal, ...answers]),
        editsAfterDelete: statusesOf(answers)[404] ?? 0,
      });

      expect(serverErrors([removal, ...answers])).toEqual([]);
      expect(removal.status).toBe(200);
      expect(answers.every(({ status }) => status === 200 || status === 404)).toBe(true);
      expect(
        answers.filter(({ status }) => status === 404).every(({ body }) => body.message === 'Spot not found'),
      ).toBe(true);
      expect(await spotRows(id)).toEqual([]);
      expect(
        (await api.get(`/spots?lectureId=${lectureId}`, member)).body.map((s: { id: number }) => s.id),
      ).not.toContain(id);
    }
  });

  it('deletes a spot once: one call says deleted, the others that it is gone', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newSpot();
      const answers = await together(times(10, () => () => api.delete(`/spots/${id}`, member)));
      record({ calls: answers.length, '5xx': fiveHundreds(answers) });
      expect(statusesOf(answers)).toEqual({ 200: 1, 404: 9 });
      expect(await spotRows(id)).toEqual([]);
    }
  });
});
