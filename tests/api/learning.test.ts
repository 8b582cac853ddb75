import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './helpers/client.js';
import { newMemberToken, subscribeLocally } from './helpers/payments.js';
import { uploadedPicture } from './helpers/pictures.js';
import { closeSockets, connectSocket, savedPause } from './helpers/socket.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let api: ApiClient;
let token: string;
let socket: Socket;
let lectures: any[];

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  api = apiClient(server.url);
  token = (await newMemberToken(api, server.outbox)).token;
  expect((await subscribeLocally(api, token)).body.subscribedUser).toBe(true);
  lectures = (await api.get('/lectures', token)).body;
  socket = await connectSocket(server.url, token);
});
afterAll(async () => {
  closeSockets();
  await server.close();
});

const pause = (videoId: number, watchedSeconds: number) => savedPause(socket, videoId, watchedSeconds);

describe('without a membership', () => {
  it('refuses lecture content and profile edits with 403', async () => {
    const other = (await newMemberToken(api, server.outbox)).token;
    for (const answer of [
      await api.get('/lectures/by-category/1', other),
      await api.get('/user/get-favorites', other),
      await api.post('/user/create-favorite', { lectureId: lectures[0].id }, other),
      await api.get('/category/all-progress', other),
      await api.patch('/user/update/profile', { name: 'New', phone: '+1 555 0199' }, other),
    ]) {
      expect(answer.status).toBe(403);
    }
  });
});

describe('favourites', () => {
  it('toggles a lecture in and out, and lists it meanwhile', async () => {
    const lecture = lectures[0];
    const added = await api.post('/user/create-favorite', { lectureId: lecture.id }, token);
    expect(added.body).toMatchObject({ isFavourite: true });
    expect(added.body.message).toBeTruthy();
    expect((await api.get('/user/get-favorites', token)).body.favoriteLectures.map((l: any) => l.id)).toEqual([
      lecture.id,
    ]);
    expect((await api.get(`/lectures/${lecture.id}`, token)).body.isFavourite).toBe(true);
    expect((await api.post('/user/create-favorite', { lectureId: lecture.id }, token)).body.isFavourite).toBe(false);
    expect((await api.get('/user/get-favorites', token)).body.favoriteLectures).toEqual([]);
  });

  it('removes one with DELETE, and answers 404 when it is not a favourite', async () => {
    const lecture = lectures[1];
    expect((await api.delete(`/user/favorites/${lecture.id}`, token)).status).toBe(404);
    await api.post('/user/create-favorite', { lectureId: lecture.id }, token);
    expect((await api.delete(`/user/favorites/${lecture.id}`, token)).status).toBe(200);
    expect((await api.get(`/lectures/${lecture.id}`, token)).status).toBe(200);
  });

  it('answers 404 for a lecture that does not exist', async () => {
    expect((await api.post('/user/create-favorite', { lectureId: 999999 }, token)).status).toBe(404);
  });
});

describe('progress over the socket', () => {
  it('keeps the furthest point, follows the player, caps at the length', async () => {
    const lecture = lectures[2];
    expect(await pause(lecture.id, 6)).toEqual({ videoId: lecture.id, watchedSeconds: 6, progressPercentage: 50 });
    expect(await pause(lecture.id, 3)).toMatchObject({ watchedSeconds: 6 });
    const stored = (await api.get(`/lectures/${lecture.id}`, token)).body.lectureProgress[0];
    expect(stored).toMatchObject({ watchedSeconds: 6, lastPosition: 3 });
    expect(await pause(lecture.id, 500)).toMatchObject({ watchedSeconds: 12, progressPercentage: 100 });
  });

  it('feeds the dashboard, its weekly change, and the category progress', async () => {
    const dashboard = (await api.get('/user/dashboard', token)).body;
    expect(dashboard.totalCompletedVideos).toBe(1);
    expect(dashboard.completedWeekChangePercent).toBe(100);
    expect(dashboard.totalWatchedTime.weekChangePercent).toBe(100);
    // Nothing the week before: the 100 % measures no growth, and the trend says so.
    expect(dashboard.totalWatchedTime.weekTrend).toBe('new');
    expect(dashboard.completedWeekTrend).toBe('new');

    const lecture = lectures[2];
    const pair = (await api.get('/category/all-progress', token)).body.find(
      (row: any) => row.id === lecture.categoryId && row.course.id === lecture.courseId,
    );
    const inPair = lectures.filter((l) => l.categoryId === lecture.categoryId && l.courseId === lecture.courseId);
    expect(pair.progress[0].progressPercentage).toBeCloseTo(100 / inPair.length);

    const byCategory = (
      await api.get(`/lectures/by-category/${lecture.categoryId}?courseId=${lecture.courseId}`, token)
    ).body;
    expect(byCategory.lectures.map((l: any) => l.id).sort()).toEqual(inPair.map((l) => l.id).sort());
    expect(byCategory.progress).toBeCloseTo(100 / inPair.length);

    server.advance(8 * 86_400_000);
    try {
      const later = (await api.get('/user/dashboard', token)).body;
      expect(later.totalWatchedTime.weekChangePercent).toBe(-100);
      expect(later.totalWatchedTime.weekTrend).toBe('down');
      expect(later.totalCompletedVideos).toBe(1);
    } finally {
      server.advance(-8 * 86_400_000);
    }
  });

  it('ignores events for lectures that do not exist', async () => {
    const answered = await Promise.race([
      pause(424242, 5),
      new Promise((resolve) => setTimeout(() => resolve('silence'), 300)),
    ]);
    expect(answered).toBe('silence');
  });
});

describe('browsing', () => {
  it('lists up to 4 recent lectures of the same course, never the lecture itself', async () => {
    const lecture = lectures[0];
    const recent = (await api.get(`/lectures/${lecture.id}/recent`, token)).body;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThanOrEqual(4);
    for (const other of recent) {
      expect(other.courseId).toBe(lecture.courseId);
      expect(other.id).not.toBe(lecture.id);
    }
  });

  it('lists each lecture exactly as its own answer shows it, progress and favourite flag included', async () => {
    const [watchedAndSaved, saved] = lectures;
    await pause(watchedAndSaved.id, 5);
    for (const lecture of [watchedAndSaved, saved])
      await api.post('/user/create-favorite', { lectureId: lecture.id }, token);
    try {
      const own = async (id: number) => (await api.get(`/lectures/${id}`, token)).body;
      const listed = [
        ...(await api.get('/lectures', token)).body,
        ...(await api.get(`/lectures/by-category/${watchedAndSaved.categoryId}`, token)).body.lectures,
        ...(await api.get(`/lectures/${saved.id}/recent`, token)).body,
        ...(await api.get('/user/get-favorites', token)).body.favoriteLectures,
      ];
      expect(listed.filter((record) => record.isFavourite && record.lectureProgress.length > 0).length).toBeGreaterThan(
        0,
      );
      for (const record of listed) expect(record).toStrictEqual(await own(record.id));
    } finally {
      for (const lecture of [watchedAndSaved, saved])
        await api.post('/user/create-favorite', { lectureId: lecture.id }, token);
    }
  });

  it('answers 404 naming an unknown category', async () => {
    const answer = await api.get('/lectures/by-category/9999', token);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Failed to fetch Modules for category 9999');
  });
});

describe('profile', () => {
  it('updates name, phone and picture, and nothing else', async () => {
    const picture = await uploadedPicture(server.url, token);
    const answer = await api.patch(
      '/user/update/profile',
      { name: 'Renamed Member', phone: '+44 20 7946 0000', profilePicture: picture, email: 'evil@example.com' },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Renamed Member',
      phone: '+44 20 7946 0000',
      profilePicture: picture,
      message: 'Your profile is Successfully Updated!',
    });
    expect(answer.body.email).not.toBe('evil@example.com');
    // Saved again unchanged, the picture it has stays.
    const again = await api.patch(
      '/user/update/profile',
      { name: 'A', phone: '+1 555 0100', profilePicture: picture },
      token,
    );
    expect(again.status).toBe(200);
  });

  it("shows only a picture its owner uploaded here, never another site's", async () => {
    const { token: other } = await newMemberToken(api, server.outbox);
    const othersPicture = await uploadedPicture(server.url, other);
    for (const profilePicture of [
      'https://tracker.example/pixel.png',
      '/media/images/never-uploaded.png',
      othersPicture,
    ]) {
      const refused = await api.patch(
        '/user/update/profile',
        { name: 'A', phone: '+1 555 0100', profilePicture },
        token,
      );
      expect(refused.status, profilePicture).toBe(400);
      expect(refused.body).toMatchObject({
        message: 'Please upload the picture here: pictures from other sites cannot be used.',
        field: 'profilePicture',
      });
    }
    expect((await api.get('/user/me', token)).body.profilePicture).not.toContain('tracker.example');
  });

  it('refuses an empty name and a picture that is not an image link', async () => {
    expect((await api.patch('/user/update/profile', { name: '', phone: '+1 555 0100' }, token)).status).toBe(400);
    expect(
      (
        await api.patch(
          '/user/update/profile',
          { name: 'A', phone: '+1 555 0100', profilePicture: 'javascript:alert(1)' },
          token,
        )
      ).status,
    ).toBe(400);
  });
});
