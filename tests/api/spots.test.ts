import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './helpers/client.js';
import { newMemberToken, subscribedMemberToken } from './helpers/payments.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/** "My spots": a member's timestamped notes on lectures, private to them. */
let server: TestServer;
let api: ApiClient;
let alice: string;
let bob: string;
let lectures: { id: number; name: string; lectureLength: number }[];

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  api = apiClient(server.url);
  [alice, bob] = [await subscribedMemberToken(api, server.outbox), await subscribedMemberToken(api, server.outbox)];
  lectures = ((await api.get('/lectures', alice)).body as typeof lectures).filter((l) => l.lectureLength >= 10);
});
afterAll(() => server.close());

const add = (token: string, lectureId: number, atSeconds: number, note: string) =>
  api.post('/spots', { lectureId, atSeconds, note }, token);

describe('my spots', () => {
  it('adds notes at moments and lists them in time order per lecture, and across lectures with their names', async () => {
    const [first, second] = lectures;
    const late = await add(alice, first.id, 8.5, 'fold vs 3-bet here?');
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({
      lectureId: first.id,
      lectureName: first.name,
      atSeconds: 8.5,
      note: 'fold vs 3-bet here?',
    });
    await add(alice, first.id, 2, '  check the river sizing  ');
    await add(alice, second.id, 5, 'blocker bet');
    const onFirst = (await api.get(`/spots?lectureId=${first.id}`, alice)).body;
    expect(onFirst.map((spot: { atSeconds: number; note: string }) => [spot.atSeconds, spot.note])).toEqual([
      [2, 'check the river sizing'],
      [8.5, 'fold vs 3-bet here?'],
    ]);
    const all = (await api.get('/spots', alice)).body as { lectureName: string; note: string }[];
    expect(all).toHaveLength(3);
    expect(all.map((spot) => spot.lectureName)).toEqual(expect.arrayContaining([first.name, second.name]));
  });

  it('edits and deletes a spot', async () => {
    const created = (await add(alice, lectures[0].id, 1, 'before')).body;
    const edited = await api.patch(`/spots/${created.id}`, { note: 'after', atSeconds: 3 }, alice);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, note: 'after', atSeconds: 3 });
    expect((await api.patch(`/spots/${created.id}`, {}, alice)).status).toBe(400);
    const deleted = await api.delete(`/spots/${created.id}`, alice);
    expect(deleted.body).toEqual({ message: 'Spot deleted' });
    expect((await api.get('/spots', alice)).body.map((spot: { id: number }) => spot.id)).not.toContain(created.id);
    expect((await api.delete(`/spots/${created.id}`, alice)).status).toBe(404);
  });

  it('refuses an empty, long or misplaced note with a clear 400, and an unknown lecture with 404', async () => {
    const lecture = lectures[0];
    const refused = [
      [await add(alice, lecture.id, 1, '   '), 'Please write a note'],
      [await add(alice, lecture.id, 1, 'x'.repeat(501)), 'Must be at most 500 characters'],
      [await add(alice, lecture.id, -1, 'early'), 'Must be at least 0'],
      [await add(alice, lecture.id, lecture.lectureLength + 1, 'late'), 'That moment is past the end of the lecture'],
    ] as const;
    for (const [answer, message] of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect((await add(alice, 999_999, 1, 'nowhere')).status).toBe(404);
  });

  it("keeps each member's spots private: another member can neither list, change nor delete them", async () => {
    const mine = (await add(alice, lectures[0].id, 4, 'private')).body;
    expect((await api.get('/spots', bob)).body).toEqual([]);
    expect((await api.patch(`/spots/${mine.id}`, { note: 'hijacked' }, bob)).status).toBe(404);
    expect((await api.delete(`/spots/${mine.id}`, bob)).status).toBe(404);
    const still = (await api.get('/spots', alice)).body.find((spot: { id: number }) => spot.id === mine.id);
    expect(still.note).toBe('private');
  });

  it('needs a signed-in member with a membership', async () => {
    const { token: unpaid } = await newMemberToken(api, server.outbox);
    expect((await api.get('/spots', unpaid)).status).toBe(403);
    expect((await add(unpaid, lectures[0].id, 1, 'x')).status).toBe(403);
    expect((await api.get('/spots')).status).toBe(401);
  });
});
