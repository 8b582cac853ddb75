import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReplayLecture, readLiveClassRow } from '../../server/modules/live/stream-store.js';
import { freePort } from '../../server/services/free-port.js';
import {
  type BackOffice,
  newSignedInMember,
  newSubscriber,
  startBackOffice,
  subscribe,
} from './helpers/back-office.js';
import { joinChat, say } from './helpers/live-chat.js';
import { pushTestStream, waitFor } from './helpers/live-push.js';
import { closeSockets } from './helpers/socket.js';

let office: BackOffice;
let rtmpPort: number;

beforeAll(async () => {
  rtmpPort = await freePort();
  office = await startBackOffice({ RTMP_PORT: String(rtmpPort), RTMP_HOST: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  closeSockets();
  await office.server.close();
});

async function newClass(title: string): Promise<number> {
  const adminId = (await office.api.get('/user/me', office.staff)).body.id;
  const startsAt = new Date(Date.now() + 3_600_000).toISOString();
  const body = { title, startsAt, durationMinutes: 60, coachId: adminId, courseId: 1, categoryId: 2 };
  const created = await office.api.post('/live-classes', body, office.staff);
  expect(created.status).toBe(201);
  return created.body.id;
}

const fromServer = (url: string, token?: string) =>
  fetch(`${office.server.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The first URI line of a playlist, resolved against the playlist's own URL. */
async function firstUri(url: string): Promise<string> {
  const text = await (await fromServer(url)).text();
  const line = text.split('\n').find((one) => one.trim() !== '' && !one.startsWith('#'))!;
  return new URL(line, new URL(url, 'http://x')).pathname + new URL(line, 'http://x/').search;
}

/** The segment names of a rung's playlist, and whether it says a new encoder took over. */
async function segmentsOf(rung: string): Promise<{ names: string[]; discontinuity: boolean }> {
  const text = await (await fromServer(rung)).text();
  const names = text.split('\n').filter((line) => /^seg_\d+\.ts/.test(line));
  return { names: names.map((line) => line.split('?')[0]), discontinuity: text.includes('#EXT-X-DISCONTINUITY') };
}

/** The ffmpeg encoding a class: this process's child reading FLV on stdin and writing under the class's folder. */
function encoderPid(classId: number): number | undefined {
  const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  const line = children
    .split('\n')
    .find((one) => one.includes('ffmpeg') && one.includes('pipe:0') && one.includes(`/live/${classId}/`));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

// A class streams in real time through ffmpeg (seconds of video each, twice where the encoder is killed), and
// ffmpeg encodes slower when the other suites hold both cores: the limit stops a hang, it does not time ffmpeg.
describe('a live class over RTMP', { timeout: 90_000 }, () => {
  it('goes live on a publish with its key, plays to members through their grant, and becomes a draft lecture', async () => {
    // As an outside client schedules it: no duration or coach named; the answer carries the key.
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const made = await office.api.post(
      '/live-classes',
      { title: 'Live: pushed', description: 'Pushed by ffmpeg', startsAt, courseId: 1 },
      office.staff,
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'scheduled',
      durationMinutes: 60,
      coach: { id: (await office.api.get('/user/me', office.staff)).body.id },
      hls: null,
      replayLectureId: null,
      ingestUrl: `rtmp://poker.test:${rtmpPort}/live`,
    });
    const { id, streamKey: key } = made.body as { id: number; streamKey: string };
    expect(key).toMatch(/^[\w-]{32}$/);
    expect((await office.api.get(`/live-classes/${id}`, office.staff)).body).not.toHaveProperty('streamKey');

    const wrong = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/${'x'.repeat(32)}`, 3);
    const push = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`, 12);
    expect(await wrong.exited).not.toBe(0);

    const member = await newSubscriber(office);
    const watch = await waitFor(
      async () => (await office.api.get(`/live-classes/${id}/watch`, member)).body,
      (body) => body.playlist !== null,
    );
    expect(watch.state).toBe('live');
    expect((await office.api.get(`/live-classes/${id}`, office.staff)).body.status).toBe('live');
    // The class's own record carries the member's playlist while live; without a membership, none.
    const record = (await office.api.get(`/live-classes/${id}`, member)).body;
    expect(record).toMatchObject({ status: 'live', hls: expect.stringMatching(/^\/media\/live\/\d+\/master\.m3u8\?/) });
    expect((await fromServer(record.hls)).status).toBe(200);
    // Read early in the push (12 s of stream), once the member's first playlist made them a viewer.
    const figures = (await office.api.get(`/live-classes/${id}/stream`, office.staff)).body;
    expect(figures).toMatchObject({ hasStreamKey: true, publishing: true, viewers: 1 });
    const listed = (await office.api.get('/live-classes', member)).body as { id: number; hls: string | null }[];
    expect(listed.find((one) => one.id === id)?.hls).toMatch(/^\/media\/live\//);
    expect((await office.api.get(`/live-classes/${id}`, office.member)).body.hls).toBeNull();
    expect((await office.api.get(`/live-classes/${id}/watch`, office.member)).status).toBe(403);

    const master = await fromServer(watch.playlist);
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toBe('private, no-cache');
    const rung = await firstUri(watch.playlist);
    const segment = await waitFor(
      () => firstUri(rung),
      (uri) => uri.endsWith('.ts') || uri.includes('.ts?'),
    );
    const bytes = await fromServer(segment);
    expect(bytes.status).toBe(200);
    expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fromServer(segment.split('?')[0])).status).toBe(403);

    expect(await push.exited).toBe(0);
    const ended = await office.api.post(`/live-classes/${id}/end`, {}, office.staff);
    expect(ended.body).toMatchObject({ status: 'ended', message: 'Live class ended' });
    const replay = await waitFor(
      async () =>
        (
          await office.server.db.query(
            `select l.draft, l.video_key, l.length_seconds from live_classes c join lectures l on l.id = c.replay_lecture_id where c.id = $1`,
            [id],
          )
        ).rows[0],
      (row) => row !== undefined,
    );
    expect(replay).toMatchObject({ draft: true });
    // Staff find the draft lecture from the class; members only once it is published.
    const staffRead = (await office.api.get(`/live-classes/${id}`, office.staff)).body;
    expect(staffRead).toMatchObject({ status: 'ended', hls: null, replayLectureId: expect.any(Number) });
    expect((await office.api.get(`/live-classes/${id}`, member)).body.replayLectureId).toBeNull();
    expect(replay.length_seconds).toBeGreaterThanOrEqual(5);
    expect((await fromServer(watch.playlist)).status).toBe(404);
  }, 60_000);

  it('stops the stream and keeps its recording as a draft lecture when staff end, cancel or delete a live class as a record', async () => {
    const ways = {
      ended: (id: number) => office.api.patch(`/live-classes/${id}`, { status: 'ended' }, office.staff),
      cancelled: (id: number) => office.api.patch(`/live-classes/${id}`, { status: 'cancelled' }, office.staff),
      deleted: (id: number) => office.api.delete(`/live-classes/${id}`, office.staff),
    };
    for (const [way, takeOffAir] of Object.entries(ways)) {
      const title = `Live: ${way} as a record`;
      const id = await newClass(title);
      const key = (await office.api.post(`/live-classes/${id}/stream-key`, {}, office.staff)).body.streamKey as string;
      const push = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`, 60);
      try {
        const watch = await waitFor(
          async () => (await office.api.get(`/live-classes/${id}/watch`, office.staff)).body,
          (body) => body.playlist !== null,
        );
        expect(watch.state, way).toBe('live');
        expect((await takeOffAir(id)).status, way).toBe(200);
        const stopped = await Promise.race([push.exited.then(() => true), sleep(5_000).then(() => false)]);
        expect(stopped, `${way}: the publisher is let go`).toBe(true);
        const replay = await waitFor(
          async () => (await office.server.db.query(`select draft from lectures where name = $1`, [title])).rows[0],
          (row) => row !== undefined,
        );
        expect(replay, way).toEqual({ draft: true });
      } finally {
        push.stop();
      }
    }
    const ended = (
      await office.server.db.query(`select publishing, ended_at from live_classes where title = $1`, [
        'Live: ended as a record',
      ])
    ).rows[0];
    expect(ended).toMatchObject({ publishing: false, ended_at: expect.any(Date) });
  }, 90_000);

  it('keeps the coach’s markers as the replay’s chapters and the chat’s questions as its discussion, once', async () => {
    const id = await newClass('Live: marked');
    const mark = (title: unknown) => office.api.post(`/live-classes/${id}/markers`, { title }, office.staff);
    expect(await mark('Too early')).toMatchObject({
      status: 409,
      body: { message: 'Markers can be added only while the class is live' },
    });
    for (const title of ['  ', 'x'.repeat(121), 'Two\nlines'])
      expect(await mark(title), JSON.stringify(title)).toMatchObject({ status: 400, body: { field: 'title' } });
    expect((await office.api.post('/live-classes/999999/markers', { title: 'Nowhere' }, office.staff)).status).toBe(
      404,
    );

    const key = (await office.api.post(`/live-classes/${id}/stream-key`, {}, office.staff)).body.streamKey as string;
    const push = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`, 60);
    try {
      await waitFor(
        async () => (await office.api.get(`/live-classes/${id}`, office.staff)).body.status,
        (status) => status === 'live',
      );
      const { member, memberId, account } = await newSignedInMember(office.api, office.server);
      await subscribe(office.server, memberId);
      const { socket } = await joinChat(office.server.url, member, id);
      const asked = (await say(socket, { classId: id, body: 'Why check the river here?', question: true })).sent;
      expect(asked).toMatchObject({ question: true });
      await say(socket, { classId: id, body: 'Nice hand' });
      const dropped = (await say(socket, { classId: id, body: 'Spam?', question: true })).sent;
      expect((await office.api.delete(`/live-chat/messages/${dropped.id}`, office.staff)).status).toBe(200);

      await sleep(2_000);
      const first = await mark('Preflop ranges');
      expect(first).toMatchObject({ status: 201, body: { title: 'Preflop ranges', message: 'Marker added' } });
      await sleep(1_500);
      expect((await mark('River spots')).status).toBe(201);
      const markers = (await office.api.get(`/live-classes/${id}/markers`, office.staff)).body;
      expect(markers.map((one: any) => one.title)).toEqual(['Preflop ranges', 'River spots']);
      const [preflop, river] = markers.map((one: any) => one.offsetSeconds as number);
      expect(preflop).toBeGreaterThanOrEqual(2);
      expect(river).toBeGreaterThan(preflop);
      // The recording runs on past the last marker before the class ends.
      await sleep(2_000);
      expect((await office.api.post(`/live-classes/${id}/end`, {}, office.staff)).status).toBe(200);
      expect((await mark('Too late')).status).toBe(409);

      const lectureId = (
        await waitFor(
          async () =>
            (await office.server.db.query(`select replay_lecture_id from live_classes where id = $1`, [id])).rows[0],
          (row) => row.replay_lecture_id !== null,
        )
      ).replay_lecture_id as number;
      const chaptersOf = async (lecture: number) =>
        (await office.server.db.query(`select chapters from lectures where id = $1`, [lecture])).rows[0].chapters;
      expect(await chaptersOf(lectureId)).toEqual([
        { start: 0, title: 'Start' },
        { start: preflop, title: 'Preflop ranges' },
        { start: river, title: 'River spots' },
      ]);
      const discussionOf = async (lecture: number) =>
        (await office.api.get(`/discussions?lectureId=${lecture}`, office.staff)).body;
      const kept = await discussionOf(lectureId);
      expect(kept).toEqual([
        expect.objectContaining({
          threadId: null,
          authorEmail: account.email,
          body: 'Why check the river here?',
          createdAt: asked.createdAt,
        }),
      ]);
      expect(kept[0].momentSeconds).toBeGreaterThanOrEqual(0);

      // Making the replay again keeps the chapters but adds no question twice.
      const row = (await readLiveClassRow(office.server.deps.db, id))!;
      const video = { videoKey: 'videos/replayed-again.mp4', posterKey: null, lengthSeconds: 600 };
      const again = await insertReplayLecture(office.server.deps.db, row, video, new Date());
      expect(await chaptersOf(again)).toEqual(await chaptersOf(lectureId));
      expect(await discussionOf(again)).toEqual([]);
      expect(await discussionOf(lectureId)).toHaveLength(1);
    } finally {
      push.stop();
    }
  }, 60_000);

  it('starts its encoder again when ffmpeg dies mid-class, on the same playlists, and keeps the whole recording', async () => {
    const id = await newClass('Live: encoder killed');
    const key = (await office.api.post(`/live-classes/${id}/stream-key`, {}, office.staff)).body.streamKey as string;
    const seconds = 16;
    const push = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`, seconds);
    try {
      const member = await newSubscriber(office);
      const watch = await waitFor(
        async () => (await office.api.get(`/live-classes/${id}/watch`, member)).body,
        (body) => body.playlist !== null,
      );
      const rung = await firstUri(watch.playlist);
      const before = await waitFor(
        () => segmentsOf(rung),
        (list) => list.names.length >= 3,
      );
      const killed = encoderPid(id)!;
      process.kill(killed, 'SIGKILL');

      const publishing = async () =>
        (await office.server.db.query(`select publishing from live_classes where id = $1`, [id])).rows[0].publishing;
      let reconnecting = false;
      for (const until = Date.now() + 3_000; !reconnecting && Date.now() < until; await sleep(50))
        reconnecting = !(await publishing());
      expect(reconnecting, 'members see "reconnecting" while the encoder is down').toBe(true);
      // And "live" again once it is back, read while the push still runs (a loaded machine can stretch the
      // segments below past its end).
      const back = await waitFor(
        async () => (await office.api.get(`/live-classes/${id}/watch`, member)).body.state as string,
        (state) => state === 'live',
      );
      expect(back).toBe('live');

      const after = await waitFor(
        () => segmentsOf(rung),
        (list) => list.discontinuity && list.names.length >= before.names.length + 3,
      );
      expect(after.discontinuity).toBe(true);
      expect(after.names.slice(0, before.names.length)).toEqual(before.names);
      expect(new Set(after.names).size).toBe(after.names.length);
      expect(encoderPid(id)).not.toBe(killed);
      const newest = (await (await fromServer(rung)).text()).trim().split('\n').at(-1)!;
      const bytes = await fromServer(
        new URL(newest, new URL(rung, 'http://x')).pathname + new URL(newest, 'http://x/').search,
      );
      expect(bytes.status).toBe(200);
      expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(1000);

      expect(await push.exited).toBe(0);
      expect((await office.api.post(`/live-classes/${id}/end`, {}, office.staff)).status).toBe(200);
      const replay = await waitFor(
        async () =>
          (
            await office.server.db.query(
              `select l.length_seconds from live_classes c join lectures l on l.id = c.replay_lecture_id where c.id = $1`,
              [id],
            )
          ).rows[0],
        (row) => row !== undefined,
      );
      expect(replay.length_seconds).toBeGreaterThanOrEqual(seconds - 1);
    } finally {
      push.stop();
    }
  }, 60_000);
});
