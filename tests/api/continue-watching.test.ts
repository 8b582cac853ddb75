import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './helpers/client.js';
import { newMemberToken, subscribedMemberToken } from './helpers/payments.js';
import { closeSockets, connectSocket, savedPause } from './helpers/socket.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { unsigned } from './helpers/unsigned.js';

/** The dashboard's Continue watching row and the lecture page's Up next. */
let server: TestServer;
let api: ApiClient;
let token: string;
let socket: Socket;
let lectures: { id: number; name: string; courseId: number; categoryId: number; lectureLength: number }[];

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  api = apiClient(server.url);
  token = await subscribedMemberToken(api, server.outbox);
  lectures = (await api.get('/lectures', token)).body;
  socket = await connectSocket(server.url, token);
});
afterAll(async () => {
  closeSockets();
  await server.close();
});

const pause = (videoId: number, watchedSeconds: number) => savedPause(socket, videoId, watchedSeconds);

const continueWatching = async (as = token) => {
  const answer = await api.get('/user/continue-watching', as);
  expect(answer.status).toBe(200);
  return answer.body as { id: number; lectureProgress: { watchedSeconds: number; lastPosition: number }[] }[];
};

describe('continue watching', () => {
  it('lists started, unfinished lectures, the last one watched first, with where to resume', async () => {
    expect(await continueWatching()).toEqual([]);
    const [first, second, third] = lectures.filter((lecture) => lecture.lectureLength >= 10);
    await pause(first.id, 2);
    await pause(second.id, 3);
    await pause(third.id, 1);
    await pause(first.id, 4);
    const rows = await continueWatching();
    expect(rows.map((row) => row.id)).toEqual([first.id, third.id, second.id]);
    expect(rows[0].lectureProgress[0]).toMatchObject({ watchedSeconds: 4, lastPosition: 4 });
    // Each row is the same record the lecture's own call answers.
    expect(unsigned(rows[2])).toEqual(unsigned((await api.get(`/lectures/${second.id}`, token)).body));
  });

  it('drops a lecture once it is completed (90 %)', async () => {
    const [first] = lectures.filter((lecture) => lecture.lectureLength >= 10);
    await pause(first.id, Math.ceil(first.lectureLength * 0.9));
    expect((await continueWatching()).map((row) => row.id)).not.toContain(first.id);
  });

  it('shows a member only their own lectures, and needs a membership', async () => {
    expect(await continueWatching(await subscribedMemberToken(api, server.outbox))).toEqual([]);
    const { token: unpaid } = await newMemberToken(api, server.outbox);
    expect((await api.get('/user/continue-watching', unpaid)).status).toBe(403);
    expect((await api.get('/user/continue-watching')).status).toBe(401);
  });
});

describe('up next', () => {
  it("answers the next lecture of the same course and category in the catalogue's order, then null", async () => {
    const { courseId, categoryId } = lectures[0];
    const module = (await api.get(`/lectures/by-category/${categoryId}?courseId=${courseId}`, token)).body.lectures as {
      id: number;
    }[];
    expect(module.length).toBeGreaterThan(1);
    for (const [at, lecture] of module.entries()) {
      const answer = await api.get(`/lectures/${lecture.id}/next`, token);
      expect(answer.status).toBe(200);
      expect(answer.body.next?.id ?? null).toBe(module[at + 1]?.id ?? null);
    }
    const next = (await api.get(`/lectures/${module[0].id}/next`, token)).body.next;
    expect(unsigned(next)).toEqual(unsigned((await api.get(`/lectures/${module[1].id}`, token)).body));
  });

  it('refuses an unknown lecture with 404 and a member without a membership with 403', async () => {
    expect((await api.get('/lectures/999999/next', token)).status).toBe(404);
    const { token: unpaid } = await newMemberToken(api, server.outbox);
    expect((await api.get(`/lectures/${lectures[0].id}/next`, unpaid)).status).toBe(403);
  });
});
