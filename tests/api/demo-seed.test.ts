import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardsProblem, sharesProblem } from '../../common/poker-cards.js';
import { cellsProblem } from '../../common/range-chart.js';
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

it('seeds a lecture with chapters, English captions a search finds, and range charts', async () => {
  const api = apiClient(server.url);
  const staff = await signIn(api, ADMIN.email, ADMIN.password);
  const lectures: { id: number; name: string; chapters: unknown[]; captions: { label: string; url: string }[] }[] = (
    await api.get('/lectures', staff)
  ).body;
  const shown = lectures.find((lecture) => lecture.chapters.length > 0 && lecture.captions.length > 0)!;
  expect(shown.chapters).toEqual([
    { start: 0, title: 'Why position matters' },
    { start: 4, title: 'Opening the button' },
    { start: 8, title: 'Facing an early raise' },
  ]);
  expect(shown.captions.map((track) => track.label)).toEqual(['English']);
  const captions = await fetch(new URL(shown.captions[0].url, server.url));
  expect(captions.status).toBe(200);
  expect(await captions.text()).toMatch(/^WEBVTT\n\n00:00\.000 --> 00:02\.000\n/);
  const hits = (await api.get('/search?q=blinds', staff)).body;
  expect(hits).toContainEqual(expect.objectContaining({ lectureId: shown.id, kind: 'caption', atSeconds: 6 }));
  const charts = (await api.get(`/lectures/${shown.id}/range-charts`, staff)).body;
  expect(charts.map((chart: { title: string }) => chart.title)).toEqual([
    'Button open, 100 bb',
    'Under the gun open, 100 bb',
  ]);
  for (const chart of charts) expect(cellsProblem(chart.cells)).toBeNull();
});

/** Two frames of a video, at 1 s and at 3 s, as grey levels (one byte a pixel), decoded in one pass. */
async function framesAtOneAndThree(video: string): Promise<[Buffer, Buffer]> {
  const { stdout } = await promisify(execFile)(
    'ffmpeg',
    [
      ...['-v', 'error', '-t', '3.2', '-i', video, '-vf', "select='eq(n,24)+eq(n,72)'", '-fps_mode', 'vfr'],
      ...['-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    ],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  const half = stdout.length / 2;
  return [stdout.subarray(0, half), stdout.subarray(half)];
}

it('draws the demo videos as lecture slides, not a test pattern: no running clock, the same slide for a chapter', async () => {
  const script = await fs.readFile(path.resolve('server/db/demo/make-demo-media.ts'), 'utf8');
  expect(script).not.toMatch(/testsrc|timecode|pts\\?:hms/);
  const { rows } = await server.db.query('select video_key from lectures');
  for (const { video_key: key } of rows) {
    const video = path.join(server.dataDir, 'media', key);
    const [first, later] = await framesAtOneAndThree(video);
    expect(first.length).toBe(640 * 360);
    // A clock burned into the picture changes pixels every second; a slide holds still.
    const changed = first.filter((level, index) => Math.abs(level - later[index]) > 16).length;
    expect(changed, key).toBeLessThan(10);
  }
  // Twelve decodes, bound by processor time: with both cores taken by other suites they pass 30 s.
}, 90_000);
