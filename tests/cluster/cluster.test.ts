import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DISCUSSION_POSTS_PER_HOUR, DISCUSSION_WATCH, DISCUSSION_WATCHING } from '../../common/discussions.js';
import {
  RESET_CODE_TRIES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from '../../server/constants.js';
import { UPLOAD_CHUNK_BYTES } from '../../server/schemas/index.js';
import { type ApiClient, apiClient, newMember, signIn } from '../api/helpers/client.js';
import { Outbox } from '../api/helpers/outbox.js';
import { subscribedMemberToken, userId } from '../api/helpers/payments.js';
import { closeSockets, connectSocket, nextEvent, savedPause } from '../api/helpers/socket.js';
import { makeSourceVideo, removeSourceVideo, waitForTranscode } from '../api/helpers/transcoding.js';
import { newConnectionId, sendChunk, uploadEvents } from '../api/helpers/video-upload.js';
import { waitFor } from '../reliability/helpers/wait.js';
import { closedByServer } from '../security/helpers/sessions.js';
import {
  ADMIN,
  type Cluster,
  METRICS_TOKEN,
  RATE_LIMIT,
  startCluster,
  transcodeJobsHeldBack,
} from './helpers/cluster.js';
import { fromClient } from './helpers/from-client.js';
import { startPrometheus } from './helpers/prometheus.js';

let cluster: Cluster;
/** The API through nginx, and through each app process. */
let front: ApiClient;
let viaA: ApiClient;
let viaB: ApiClient;
let staff: string;
let member: string;
let videoUrl: string;
let lectureId: number;

beforeAll(async () => {
  cluster = await startCluster();
  front = apiClient(cluster.url);
  [viaA, viaB] = cluster.apps.map((url) => apiClient(url));
  staff = await signIn(front, ADMIN.email, ADMIN.password);
  member = await subscribedMemberToken(front, new Outbox(path.join(cluster.env.DATA_DIR, 'outbox')));
}, 180_000);

afterAll(async () => {
  closeSockets();
  await cluster?.stop();
});

describe('the product on two app processes, a worker, PostgreSQL, Redis, S3 and nginx', () => {
  it('completes an upload whose chunks went to both processes', async () => {
    const source = await makeSourceVideo(1280, 720, 20);
    onTestFinished(() => removeSourceVideo(source));
    const bytes = await fs.readFile(source);
    const connectionId = newConnectionId();
    const totalChunks = Math.ceil(bytes.length / UPLOAD_CHUNK_BYTES);
    expect(totalChunks).toBeGreaterThan(1);
    for (let chunkIndex = 0; chunkIndex < totalChunks; chunkIndex++) {
      const chunk = bytes.subarray(chunkIndex * UPLOAD_CHUNK_BYTES, (chunkIndex + 1) * UPLOAD_CHUNK_BYTES);
      const app = cluster.apps[chunkIndex % 2];
      const sent = await sendChunk(app, staff, chunk, { chunkIndex, totalChunks, connectionId });
      expect(sent.status, `chunk ${chunkIndex} through ${app}`).toBe(200);
    }
    // Either process reports the outcome: the state is in the database.
    const last = (await uploadEvents(cluster.apps[1], staff, connectionId)).at(-1);
    expect(last.status).toBe('success');
    videoUrl = last.data.videoUrl;
    const created = await front.post(
      '/lectures/create',
      { name: 'Clustered', description: 'd', courseId: 1, categoryId: 1, videoUrl },
      staff,
    );
    expect(created.status).toBe(201);
    lectureId = created.body.id;
  }, 120_000);

  it('has a worker killed mid-transcode leave the job to another worker, which makes the whole ladder', async () => {
    const first = await cluster.startWorker();
    await waitForTranscode(front, staff, videoUrl, (state) => state.status === 'running' && state.progress >= 0.2);
    await first.kill('SIGKILL');
    const second = await cluster.startWorker();
    await waitFor(
      () => second.output().includes('handed 1 transcode job(s) of a stopped worker back to the queue'),
      'the new worker to hand the killed one’s job back',
      60_000,
      100,
    );
    // Taken again at once: the queue's back-off (10–20 s) is for a job that failed, not for a dead worker.
    expect(await transcodeJobsHeldBack(cluster.env.DATABASE_URL)).toBe(0);
    const done = await waitForTranscode(front, staff, videoUrl, (state) => state.status === 'done');
    expect(done.rungs).toEqual([720, 480, 360]);

    // Through nginx: playlists from the app, segments from the bucket by a short-lived redirect.
    const lecture = (await front.get(`/lectures/${lectureId}`, member)).body;
    const master = new URL(lecture.hls, cluster.url);
    const rungs = (await (await fetch(master)).text()).split('\n').filter((line) => /^\d+p\//.test(line));
    // Served lowest rung first, where players start.
    expect(rungs.map((line) => line.split('?')[0])).toEqual(['360p/index.m3u8', '480p/index.m3u8', '720p/index.m3u8']);
    const top = new URL(rungs.at(-1)!, master);
    const segment = (await (await fetch(top)).text()).split('\n').find((line) => line.startsWith('seg_'))!;
    const redirect = await fetch(new URL(segment, top), { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toContain(cluster.env.S3_ENDPOINT);
    const bytes = Buffer.from(await (await fetch(redirect.headers.get('location')!)).arrayBuffer());
    expect(bytes[0]).toBe(0x47); // an MPEG-TS sync byte
  }, 300_000);

  it("sees through one process a member's progress saved through the other", async () => {
    const socket = await connectSocket(cluster.apps[0], member);
    const saved = await savedPause(socket, lectureId, 7);
    expect(saved.watchedSeconds).toBe(7);
    const lecture = (await viaB.get(`/lectures/${lectureId}`, member)).body;
    expect(lecture.lectureProgress[0].watchedSeconds).toBe(7);
  });

  it('delivers a notification sent through one process to a socket on the other', async () => {
    const socket = await connectSocket(cluster.apps[1], member);
    const arrived = nextEvent(socket, 'notification');
    const sent = await viaA.post(
      '/notifications/send-to-specific',
      { title: 'Across', description: 'from A to B', isForAllUsers: false, userIds: [await userId(front, member)] },
      staff,
    );
    expect(sent.status).toBe(201);
    expect((await arrived).title).toBe('Across');
  });

  it('rings a discussion notice sent through one process on a socket held by the other', async () => {
    const socket = await connectSocket(cluster.apps[1], member);
    // The lecture page's socket joins the discussion's room on process B; the change comes from A.
    const joined = nextEvent(socket, DISCUSSION_WATCHING);
    socket.emit(DISCUSSION_WATCH, { lectureId });
    expect(await joined).toEqual({ lectureId, watching: true });
    const question = await viaB.post(
      `/lectures/${lectureId}/discussion`,
      { body: 'Across?', momentSeconds: 5 },
      member,
    );
    expect(question.status).toBe(201);
    const [changed, notice] = [nextEvent(socket, 'discussion'), nextEvent(socket, 'notification')];
    expect((await viaA.post(`/discussion/${question.body.id}/replies`, { body: 'From A' }, staff)).status).toBe(201);
    expect(await changed).toEqual({ lectureId });
    expect((await notice).title).toBe('The coach answered your question');
    const [thread] = (await viaB.get(`/lectures/${lectureId}/discussion`, member)).body;
    expect(thread.replies[0]).toMatchObject({ body: 'From A', byStaff: true });
  });

  it("counts one member's discussion posts once across both processes", async () => {
    const poster = await subscribedMemberToken(front, new Outbox(path.join(cluster.env.DATA_DIR, 'outbox')));
    for (let i = 0; i < DISCUSSION_POSTS_PER_HOUR; i++)
      expect(
        (await (i % 2 ? viaB : viaA).post(`/lectures/${lectureId}/discussion`, { body: `${i}` }, poster)).status,
      ).toBe(201);
    expect((await viaA.post(`/lectures/${lectureId}/discussion`, { body: 'over' }, poster)).status).toBe(429);
  });

  it("shows a lecture edited through one process in an editor's list on the other, once the event arrives", async () => {
    const editor = newMember();
    expect((await front.post('/user', { ...editor, role: 'editor' }, staff)).status).toBe(201);
    const socket = await connectSocket(cluster.apps[1], await signIn(front, editor.email, editor.password));
    const body = { name: 'Live across', description: 'd', courseId: 1, categoryId: 1, tagIds: [] };
    const created = await viaA.post('/lectures/create', { ...body, videoUrl: 'https://example.com/live.mp4' }, staff);
    const changed = new Promise<{ resource: string; id: string | null }>((resolve) =>
      socket.on('staff-change', (event: { resource: string; id: string | null; method: string }) => {
        if (event.method === 'PATCH') resolve(event);
      }),
    );
    expect((await viaA.patch(`/lectures/${created.body.id}`, { name: 'Live across, renamed' }, staff)).status).toBe(
      200,
    );
    expect(await changed).toMatchObject({ resource: 'lectures', id: String(created.body.id) });
    // The event follows the write's own notifications: process B's list already has the new name.
    const list = await viaB.get(`/lectures?q=${encodeURIComponent('Live across')}`, staff);
    expect(list.body.map((lecture: { name: string }) => lecture.name)).toEqual(['Live across, renamed']);
  });

  it("counts one account's reset code tries once across both processes", async () => {
    const email = 'guessed-across@example.com';
    for (let i = 0; i < RESET_CODE_TRIES_PER_ACCOUNT; i++)
      expect((await (i % 2 ? viaB : viaA).post('/auth/verify-code', { email, code: '1234' })).status).toBe(400);
    const refused = await viaA.post('/auth/verify-code', { email, code: '1234' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("counts one account's parallel wrong passwords from one client once across both processes", async () => {
    const guesses = Array.from({ length: 12 }, () =>
      fromClient(cluster.url, '127.0.0.5', 'POST', '/api/auth/signin', {
        email: ADMIN.email,
        password: 'guess-password-1',
      }),
    );
    const statuses = (await Promise.all(guesses)).map((guess) => guess.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it('refuses at once through one process a session logged out through the other, and closes its socket there', async () => {
    const session = await signIn(viaA, ADMIN.email, ADMIN.password);
    expect((await viaB.get('/user/me', session)).status).toBe(200);
    const closed = closedByServer(await connectSocket(cluster.apps[1], session));
    expect((await viaA.post('/auth/logout', {}, session)).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await viaB.get('/user/me', session)).status).toBe(401);
  });

  it('holds one rate limit across both processes', async () => {
    const remaining = async (api: ApiClient) => {
      const answer = await fetch(`${api === viaA ? cluster.apps[0] : cluster.apps[1]}/api/health`);
      return { status: answer.status, left: Number(answer.headers.get('x-ratelimit-remaining')) };
    };
    const first = await remaining(viaA);
    const second = await remaining(viaB);
    // One shared counter: the second process's answer counts the first one's request.
    expect(second.left).toBe(first.left - 1);
    let refused = 0;
    // The window began with an earlier test's first call and may end while these are sent: twice the
    // limit leaves a whole window's worth after any such turn.
    for (let index = 0; index < 2 * RATE_LIMIT && refused === 0; index += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, offset) => remaining((index + offset) % 2 === 0 ? viaA : viaB)),
      );
      refused = answers.filter((answer) => answer.status === 429).length;
    }
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it('limits and locks out each client behind nginx on its own', async () => {
    const [attacker, neighbour, other] = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
    // Requests through nginx count against the client's address, in both processes.
    const first = await fromClient(cluster.url, attacker, 'GET', '/api/health');
    expect((await fromClient(cluster.url, attacker, 'GET', '/api/health')).remaining).toBe(first.remaining - 1);
    expect((await fromClient(cluster.url, neighbour, 'GET', '/api/health')).remaining).toBe(RATE_LIMIT - 1);

    const signIn = (client: string, email: string, password: string, headers?: Record<string, string>) =>
      fromClient(cluster.url, client, 'POST', '/api/auth/signin', { email, password }, headers);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1)
      expect((await signIn(attacker, `stuffed-${i}@example.com`, 'guess-password-1')).status).toBe(401);
    expect((await signIn(attacker, ADMIN.email, ADMIN.password)).status).toBe(429);
    // Claiming another address in its own X-Forwarded-For does not free it: nginx appends the real one.
    expect((await signIn(attacker, ADMIN.email, ADMIN.password, { 'x-forwarded-for': other })).status).toBe(429);
    expect((await signIn(neighbour, ADMIN.email, ADMIN.password)).status).toBe(200);
    expect((await signIn(other, ADMIN.email, ADMIN.password)).status).toBe(200);
  }, 120_000);

  it("has Debian's Prometheus scrape both app processes and the workers, and answers a figure back", async () => {
    const address = (url: string) => new URL(url).host;
    const workers = cluster.workers.filter(
      (worker) => worker.child.exitCode === null && worker.child.signalCode === null,
    );
    const prometheus = await startPrometheus(cluster.dir, [
      { name: 'poker-app', targets: cluster.apps.map(address), token: METRICS_TOKEN },
      { name: 'poker-worker', targets: workers.map((worker) => worker.metricsAddress!), token: METRICS_TOKEN },
    ]);
    try {
      const up = async () => (await prometheus.query('up == 1')).length;
      await waitFor(async () => (await up()) === 2 + workers.length, 'every process scraped', 60_000, 250);
      // The transcode the surviving worker finished above, by its duration histogram.
      const transcodes = await prometheus.query(
        'sum(poker_job_duration_seconds_count{job="poker-worker", queue="transcode-video", outcome="done"})',
      );
      expect(transcodes[0]?.value).toBe(1);
      const answered = await prometheus.query(
        'sum by (instance) (poker_http_request_duration_seconds_count{job="poker-app"})',
      );
      expect(answered.map(({ value }) => value > 0)).toEqual([true, true]);
    } finally {
      await prometheus.stop();
    }
  }, 90_000);
});
