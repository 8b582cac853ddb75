import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardsProblem, sharesProblem } from '../../common/poker-cards.js';
import { apiClient, signIn } from './helpers/client.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
});
afterAll(() => server.close());

it('seeds at least 12 lectures over both courses and all five categories, each with its video and poster', async () => {
  const { rows } = await server.db.query(
    'select course_id, category_id, video_key, poster_key, length_seconds from lectures',
  );
  expect(rows.length).toBeGreaterThanOrEqual(12);
  expect(new Set(rows.map((r) => r.course_id))).toEqual(new Set([1, 2]));
  expect(new Set(rows.map((r) => r.category_id))).toEqual(new Set([1, 2, 3, 4, 5]));
  for (const row of rows) {
    expect(row.length_seconds).toBe(12);
    await expect(fs.stat(path.join(server.dataDir, 'media', row.video_key))).resolves.toBeTruthy();
    await expect(fs.stat(path.join(server.dataDir, 'media', row.poster_key))).resolves.toBeTruthy();
  }
  const tags = await server.db.query('select title from tags order by id');
  expect(tags.rows.map((t) => t.title)).toEqual(['Beginner', 'Intermediate', 'Advanced', 'Cash Game', 'MTT']);
});

it('seeds one promotion that is active now, with its image', async () => {
  const { rows } = await server.db.query('select image from promotions where starts_at <= now() and ends_at > now()');
  expect(rows).toHaveLength(1);
  await expect(fs.stat(path.join(server.dataDir, 'media', rows[0].image))).resolves.toBeTruthy();
});

it('serves the demo lectures to staff with signed video URLs', async () => {
  const api = apiClient(server.url);
  const lectures = await api.get('/lectures', await signIn(api, ADMIN.email, ADMIN.password));
  expect(lectures.status).toBe(200);
  expect(lectures.body.length).toBeGreaterThanOrEqual(12);
  expect(lectures.body[0].videoUpload).toMatch(/^\/media\/demo\/lecture-\d+\.mp4\?exp=\d+&u=\d+&s=[\w-]+&sig=/);
});

it('seeds sound decision points on at least three lectures, each inside its video', async () => {
  const { rows } = await server.db.query(
    `select d.lecture_id, d.at_seconds, d.game, d.hero_cards, d.board, d.options, l.length_seconds
     from decisions d join lectures l on l.id = d.lecture_id`,
  );
  expect(new Set(rows.map((row) => row.lecture_id)).size).toBeGreaterThanOrEqual(3);
  for (const row of rows) {
    expect(row.at_seconds).toBeGreaterThan(0);
    expect(row.at_seconds).toBeLessThan(row.length_seconds);
    expect(cardsProblem(row.game, row.hero_cards, row.board)).toBeNull();
    expect(sharesProblem(row.options.map((option: { share: number }) => option.share))).toBeNull();
  }
});

it('seeds two questions under the first demo lecture, each answered by the coach, the answer shown first', async () => {
  const api = apiClient(server.url);
  const staff = await signIn(api, ADMIN.email, ADMIN.password);
  const [first] = (await api.get('/lectures', staff)).body;
  const threads = (await api.get(`/lectures/${first.id}/discussion`, staff)).body;
  expect(threads).toHaveLength(2);
  for (const thread of threads) {
    expect(thread.answerId).toBe(thread.replies[0].id);
    expect(thread.replies[0].byStaff).toBe(true);
  }
  expect(threads.map((thread: { momentSeconds: number | null }) => thread.momentSeconds)).toContain(5);
});
