import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { MEMBERSHIP_REQUIRED } from '../../server/access/membership.js';
import { SEGMENT_SECONDS } from '../../server/modules/videos/ladder.js';
import { runTranscode } from '../../server/modules/videos/transcode-job.js';
import { queueMissingTranscodes } from '../../server/modules/videos/transcodes.js';
import { type ApiClient, signIn } from './helpers/client.js';
import { subscribedMemberToken, userId } from './helpers/payments.js';
import { ADMIN, type TestServer, useTestServer } from './helpers/test-server.js';
import { makeSourceVideo, removeSourceVideo, run, uploadVideo, waitForTranscode } from './helpers/transcoding.js';

let server: TestServer;
let api: ApiClient;
let staff: string;
let member: string;
let videoUrl: string;
let lectureId: number;

useTestServer({}, async (started, client) => {
  server = started;
  api = client;
  staff = await signIn(api, ADMIN.email, ADMIN.password);
  member = await subscribedMemberToken(api, server.outbox);
});

const absolute = (url: string) => new URL(url, server.url).toString();
const get = (url: string, headers: Record<string, string> = {}) => fetch(absolute(url), { headers });

/** The URI lines of a playlist. */
const uris = (playlist: string) =>
  playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe('an uploaded video becomes an HLS ladder', () => {
  beforeAll(async () => {
    // 480p: two rungs (480p and 360p), no upscaling to 720p or 1080p.
    const source = await makeSourceVideo(854, 480, 8);
    try {
      videoUrl = await uploadVideo(server.url, staff, source);
    } finally {
      await removeSourceVideo(source);
    }
    const done = await waitForTranscode(api, staff, videoUrl, (state) => state.status === 'done');
    expect(done.rungs).toEqual([480, 360]);
    const created = await api.post(
      '/lectures/create',
      { name: 'Ladder', description: 'd', courseId: 1, categoryId: 1, videoUrl },
      staff,
    );
    expect(created.status).toBe(201);
    lectureId = created.body.id;
  }, 180_000);

  it('lists each rung in the master playlist, lowest first, and a segment of each decodes with ffprobe', async () => {
    const lecture = (await api.get(`/lectures/${lectureId}`, member)).body;
    expect(lecture.hls).toMatch(/^\/media\/hls\/[a-f0-9]{24}\/master\.m3u8\?exp=\d+&u=\d+&s=[\w-]+&sig=/);
    expect(lecture.videoUpload).toContain('/media/videos/');
    const master = await get(lecture.hls);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    const rungs = uris(await master.text());
    // A player starts on the first rung listed: the lowest, whose first segment arrives soonest.
    expect(rungs.map((uri) => uri.split('?')[0])).toEqual(['360p/index.m3u8', '480p/index.m3u8']);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-segments-'));
    onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
    for (const [index, rung] of rungs.entries()) {
      expect(rung).toContain(lecture.hls.split('?')[1]);
      const playlistUrl = new URL(rung, absolute(lecture.hls));
      const playlist = await (await get(playlistUrl.toString())).text();
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      // The 8 s cut in SEGMENT_SECONDS pieces, each starting on a keyframe.
      expect(playlist).toContain(`#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`);
      const durations = [...playlist.matchAll(/^#EXTINF:([\d.]+),/gm)].map((match) => Number(match[1]));
      expect(durations).toHaveLength(8 / SEGMENT_SECONDS);
      durations.forEach((seconds) => expect(seconds).toBeCloseTo(SEGMENT_SECONDS, 1));
      const [first] = uris(playlist);
      const segment = await get(new URL(first, playlistUrl).toString());
      expect(segment.status).toBe(200);
      const file = path.join(dir, `${index}.ts`);
      await fs.writeFile(file, Buffer.from(await segment.arrayBuffer()));
      const { stdout } = await run('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_name,height',
        '-of',
        'json',
        file,
      ]);
      const streams = (JSON.parse(stdout) as { streams: { codec_name: string; height?: number }[] }).streams;
      expect(streams.map((stream) => `${stream.codec_name}${stream.height ? `,${stream.height}` : ''}`).sort()).toEqual(
        ['aac', `h264,${[360, 480][index]}`].sort(),
      );
      // Every frame decodes, not just the header.
      await run('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-']);
    }
  });

  it('sends a long playlist compressed to a player that accepts it, the same text as without', async () => {
    const lecture = (await api.get(`/lectures/${lectureId}`, member)).body;
    const folder = /\/media\/(hls\/[a-f0-9]{24})\//.exec(lecture.hls)![1];
    // An hour in 2-s segments: the grant on each of its 1 800 URI lines makes it ~300 KB.
    const segments = Array.from({ length: 1800 }, (_, i) => `#EXTINF:2.000000,\nseg_${i}.ts`);
    const hour = ['#EXTM3U', '#EXT-X-TARGETDURATION:2', ...segments, '#EXT-X-ENDLIST', ''].join('\n');
    await fs.writeFile(path.join(server.dataDir, 'media', folder, '360p', 'hour.m3u8'), hour);
    const url = new URL(`360p/hour.m3u8?${lecture.hls.split('?')[1]}`, absolute(lecture.hls)).toString();
    const plain = await get(url, { 'accept-encoding': 'identity' });
    const packed = await get(url, { 'accept-encoding': 'br' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(packed.headers.get('vary')).toContain('accept-encoding');
    const text = await plain.text();
    expect(uris(text)).toHaveLength(1800);
    expect(await packed.text()).toBe(text);
  });

  it('serves a storyboard map whose thumbnails carry the same grant', async () => {
    const lecture = (await api.get(`/lectures/${lectureId}`, member)).body;
    const map = await get(lecture.storyboard);
    expect(map.headers.get('content-type')).toContain('text/vtt');
    const text = await map.text();
    expect(text.startsWith('WEBVTT')).toBe(true);
    const cue = /^(storyboard\.jpg\?[^#\s]+)#xywh=0,0,160,90$/m.exec(text);
    expect(cue).not.toBeNull();
    const sprite = await get(new URL(cue![1], absolute(lecture.storyboard)).toString());
    expect(sprite.status).toBe(200);
    expect(sprite.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers a range of a segment with 206', async () => {
    const lecture = (await api.get(`/lectures/${lectureId}`, member)).body;
    const rung = new URL(uris(await (await get(lecture.hls)).text())[0], absolute(lecture.hls));
    const segment = new URL(uris(await (await get(rung.toString())).text())[0], rung);
    const part = await get(segment.toString(), { range: 'bytes=0-187' });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(188);
    expect(part.headers.get('cache-control')).toContain('private');
  });

  it('refuses unsigned, tampered, other-user, expired and unsubscribed requests', async () => {
    const lecture = (await api.get(`/lectures/${lectureId}`, member)).body;
    const [pathname, query] = lecture.hls.split('?');
    const params = new URLSearchParams(query);
    expect((await get(pathname)).status).toBe(403);
    const tampered = new URLSearchParams(params);
    tampered.set('sig', `${params.get('sig')![0] === 'A' ? 'B' : 'A'}${params.get('sig')!.slice(1)}`);
    expect((await get(`${pathname}?${tampered}`)).status).toBe(403);
    const otherUser = new URLSearchParams(params);
    otherUser.set('u', String(Number(params.get('u')) + 1));
    expect((await get(`${pathname}?${otherUser}`)).status).toBe(403);
    // The grant of one ladder opens no other folder.
    expect((await get(`/media/hls/${'0'.repeat(24)}/master.m3u8?${query}`)).status).toBe(403);

    // A lapsed membership stops at the next request, with a grant still unexpired.
    const id = await userId(api, member);
    await server.db.query(`update subscriptions set status = 'canceled' where user_id = $1`, [id]);
    const lapsed = await get(lecture.hls);
    expect(lapsed.status).toBe(403);
    expect((await lapsed.json()).message).toBe(MEMBERSHIP_REQUIRED);
    await server.db.query(`update subscriptions set status = 'active' where user_id = $1`, [id]);
    expect((await get(lecture.hls)).status).toBe(200);

    server.advance(7 * 3600_000);
    try {
      expect((await get(lecture.hls)).status).toBe(403);
    } finally {
      server.advance(-7 * 3600_000);
    }
  });

  it('gives staff their own grant to the same ladder', async () => {
    const lecture = (await api.get(`/lectures/${lectureId}`, staff)).body;
    const memberLecture = (await api.get(`/lectures/${lectureId}`, member)).body;
    expect(lecture.hls.split('?')[0]).toBe(memberLecture.hls.split('?')[0]);
    expect(lecture.hls).not.toBe(memberLecture.hls);
    expect((await get(lecture.hls)).status).toBe(200);
  });

  it('lets staff queue a video again, and only a video stored here', async () => {
    expect((await api.post('/transcodes', { video: videoUrl }, member)).status).toBe(403);
    expect((await api.post('/transcodes', { video: 'https://example.com/a.mp4' }, staff)).status).toBe(400);
    expect((await api.post('/transcodes', { video: '/media/videos/none.mp4' }, staff)).status).toBe(400);
    expect((await api.get('/transcodes?video=', staff)).status).toBe(400);
    const queued = await api.post('/transcodes', { video: videoUrl }, staff);
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ status: 'queued', message: 'Transcoding queued' });
    // The ladder made before keeps playing while it is made again.
    expect((await api.get(`/lectures/${lectureId}`, member)).body.hls).not.toBeNull();
    await waitForTranscode(api, staff, videoUrl, (state) => state.status === 'done');
  }, 120_000);

  it('transcodes on the one connection it holds, so a pool taken by everything else cannot stall it', async () => {
    const videoKey = videoUrl.replace(/^\/media\//, '');
    const pool = server.deps.db.$client;
    // Every connection but the job's own is checked out: a second one asked for would wait for ever.
    const held = await Promise.all(Array.from({ length: pool.options.max - 1 }, () => pool.connect()));
    try {
      // Its own deadline, not the test's limit: the held connections must go back, or the file's close hangs too.
      let stalled: NodeJS.Timeout | undefined;
      const stall = new Promise((_, reject) => {
        stalled = setTimeout(() => reject(new Error('the transcode waited for a second connection')), 90_000);
      });
      await Promise.race([runTranscode(server.deps, videoKey, new AbortController().signal), stall]).finally(() =>
        clearTimeout(stalled),
      );
    } finally {
      for (const client of held) client.release();
    }
    const { rows } = await server.db.query('select status from transcodes where video_key = $1', [videoKey]);
    expect(rows[0].status).toBe('done');
  }, 120_000);

  it('queues, at start-up, every lecture video that never had a ladder', async () => {
    const videoKey = videoUrl.replace(/^\/media\//, '');
    await server.db.query('delete from transcodes where video_key = $1', [videoKey]);
    expect((await api.get(`/transcodes?video=${encodeURIComponent(videoUrl)}`, staff)).body.status).toBe('none');
    expect(await queueMissingTranscodes(server.deps)).toBe(1);
    expect(await queueMissingTranscodes(server.deps)).toBe(0);
    await waitForTranscode(api, staff, videoUrl, (state) => state.status === 'done');
  }, 120_000);

  it('queues a large catalogue (more than one batch) with every video once', async () => {
    const count = 2_345;
    const keys = "'videos/catch-up-' || g || '.mp4'";
    await server.db.query(`
      insert into lectures (name, description, course_id, category_id, video_key, length_seconds, "order")
      select 'Catch-up ' || g, 'Queued at start-up', 1, 1, ${keys}, 60, 0 from generate_series(1, ${count}) g`);
    try {
      expect(await queueMissingTranscodes(server.deps)).toBe(count);
      const counted = async (sql: string) => Number((await server.db.query(sql)).rows[0].count);
      expect(await counted(`select count(*) from transcodes where video_key like 'videos/catch-up-%'`)).toBe(count);
      expect(
        await counted(
          `select count(distinct data->>'videoKey') from pgboss.job where name = 'transcode-video' and data->>'videoKey' like 'videos/catch-up-%'`,
        ),
      ).toBe(count);
      expect(await queueMissingTranscodes(server.deps)).toBe(0);
    } finally {
      // No file behind these keys: their jobs go before the worker spends the rest of the file on them.
      await server.db.query(`delete from pgboss.job where data->>'videoKey' like 'videos/catch-up-%'`);
      await server.db.query(`delete from lectures where video_key like 'videos/catch-up-%'`);
      await server.db.query(`delete from transcodes where video_key like 'videos/catch-up-%'`);
    }
  }, 120_000);
});
