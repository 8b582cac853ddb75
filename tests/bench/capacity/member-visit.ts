import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { Agent, fetch } from 'undici';
import { address } from '../../security/helpers/from-address.js';
import type { BenchDatabase } from '../product-server.js';
import { REALTIME_MEMBER_PASSWORD } from '../realtime/members.js';

/** What simulated members saw during one trial: each API call's time, media fetches, and every failure. */
export interface TrialStats {
  /** Calls are timed from here on (ms since epoch): the steady state after every member arrived. */
  measureFrom: number;
  apiMs: number[];
  mediaMs: number[];
  mediaBytes: number;
  pausesSaved: number;
  errors: string[];
}

const newStats = (measureFrom: number): TrialStats => ({
  measureFrom,
  apiMs: [],
  mediaMs: [],
  mediaBytes: 0,
  pausesSaved: 0,
  errors: [],
});

/** How a simulated member watches: the rung's bitrate, a media fetch every `chunkSeconds`, progress every 10 s. */
export const WATCHING = { bitsPerSecond: 2_500_000, chunkSeconds: 2, progressEverySeconds: 10, watchSeconds: 30 };

/**
 * Gives the bench's members the library of someone who has used the site for weeks: each lecture
 * favourited and begun (WATCHING.watchSeconds in), its watch-log rows spread over the dashboard's two
 * weeks. Visits pick lectures at random, so without it the libraries would fill up during a run, and a
 * long run would measure that growth instead of the steady state.
 */
export async function giveMembersHistory(database: BenchDatabase): Promise<void> {
  const pairs = sql`
    select u.id as user_id, l.id as lecture_id, now() - random() * interval '14 days' as at
    from users u cross join lectures l
    where u.email like 'realtime-%@example.com' and l.deleted_at is null`;
  await database.deps.db.execute(sql`
    with history as materialized (${pairs}),
    saved as (
      insert into favourites (user_id, lecture_id, created_at) select user_id, lecture_id, at from history
      on conflict do nothing
    ),
    logged as (
      insert into watch_log (user_id, lecture_id, seconds, at)
      select user_id, lecture_id, ${WATCHING.watchSeconds}, at from history
    )
    insert into progress (user_id, lecture_id, watched_seconds, last_position, updated_at)
    select user_id, lecture_id, ${WATCHING.watchSeconds}, ${WATCHING.watchSeconds}, at from history
    on conflict (user_id, lecture_id) do nothing`);
}

const CALL_TIMEOUT_MS = 10_000;

/** Members arrive at 10 a second (each signs in: an Argon2 hash), then the steady state is measured. */
export const ARRIVALS_PER_SECOND = 10;

/**
 * `count` of the bench's members (`realtimeMembers`) arriving over a ramp, each from a loopback address
 * of its own, each visiting until `measuredMs` after the last arrived. `stats` times calls from then on;
 * `visiting` settles when every visit has ended.
 */
export function membersArrive(apiBase: string, mediaBase: string, count: number, measuredMs: number) {
  const rampMs = (count / ARRIVALS_PER_SECOND) * 1000;
  const stats = newStats(Date.now() + rampMs);
  const until = stats.measureFrom + measuredMs;
  const visiting = Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await sleep((i / count) * rampMs);
      const member = {
        email: `realtime-${i + 1}@example.com`,
        password: REALTIME_MEMBER_PASSWORD,
        address: address(i),
      };
      await memberVisits(apiBase, mediaBase, member, until, stats);
    }),
  ).then(() => undefined);
  return { stats, visiting };
}

interface Member {
  email: string;
  password: string;
  /** The loopback address the member's calls come from (127.0.0.0/8 is all this machine): members
   * arrive from addresses of their own, as the sign-in throttle's per-address budget expects. */
  address: string;
}

interface Lecture {
  id: number;
  videoUpload: string;
  hls: string | null;
  lectureProgress: { lastPosition: number }[];
}

/**
 * One member's visits until `until` (ms since epoch), as the app makes them: sign in, the dashboard's
 * calls, the lecture list, a lecture opened with its panels, then watching it (media fetched at the
 * rung's bitrate, progress over the socket every 10 s), a pause and a favourite; then the next lecture.
 * `mediaBase` is where media links are fetched (the product itself, or nginx in front of it).
 */
async function memberVisits(
  apiBase: string,
  mediaBase: string,
  member: Member,
  until: number,
  stats: TrialStats,
): Promise<void> {
  const agent = new Agent({ connect: { localAddress: member.address } });
  try {
    await visits(apiBase, mediaBase, member, until, stats, agent);
  } finally {
    await agent.close();
  }
}

async function visits(
  apiBase: string,
  mediaBase: string,
  member: Member,
  until: number,
  stats: TrialStats,
  dispatcher: Agent,
): Promise<void> {
  const call = async <T>(
    path: string,
    init: { method?: string; body?: string } = {},
    token?: string,
  ): Promise<T | undefined> => {
    const started = performance.now();
    try {
      const response = await fetch(`${apiBase}/api/${path}`, {
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        dispatcher,
      });
      const body = (await response.json()) as T;
      if (Date.now() >= stats.measureFrom) stats.apiMs.push(performance.now() - started);
      if (!response.ok) stats.errors.push(`${init.method ?? 'GET'} ${path}: ${response.status}`);
      return response.ok ? body : undefined;
    } catch (error) {
      stats.errors.push(`${init.method ?? 'GET'} ${path}: ${(error as Error).message}`);
      return undefined;
    }
  };

  const signedIn = await call<{ token: string }>('auth/signin', {
    method: 'POST',
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  if (!signedIn) return;
  const { token } = signedIn;
  const socket = await connect(apiBase, token, stats);
  if (!socket) return;
  try {
    while (Date.now() < until) {
      await Promise.all(
        [
          'user/me',
          'user/dashboard',
          'category/all-progress',
          'promotion',
          'user/get-favorites',
          'courses',
          'user/continue-watching',
          'notifications',
        ].map((path) => call(path, {}, token)),
      );
      const lectures = await call<Lecture[]>('lectures?_start=0&_end=12', {}, token);
      if (!lectures?.length) return;
      const picked = lectures[Math.floor(Math.random() * lectures.length)];
      const [lecture] = await Promise.all([
        call<Lecture>(`lectures/${picked.id}`, {}, token),
        call(`lectures/${picked.id}/next`, {}, token),
        call(`spots?lectureId=${picked.id}`, {}, token),
        call(`lectures/${picked.id}/hand-histories`, {}, token),
        call(`lectures/${picked.id}/range-charts`, {}, token),
      ]);
      if (!lecture) return;
      const watched = await watch(mediaBase, lecture, socket, until, stats, dispatcher);
      socket.emit('pauseEvent', { videoId: lecture.id, watchedSeconds: watched });
      await call('user/create-favorite', { method: 'POST', body: JSON.stringify({ lectureId: lecture.id }) }, token);
    }
  } finally {
    socket.close();
  }
}

function connect(apiBase: string, token: string, stats: TrialStats): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = io(apiBase, { transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false });
    socket.on('progress-saved', () => (stats.pausesSaved += 1));
    socket.on('error-message', (message: { message: string }) => stats.errors.push(`socket: ${message.message}`));
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      stats.errors.push(`socket connect: ${error.message}`);
      resolve(undefined);
    });
  });
}

/**
 * Plays `lecture` for WATCHING.watchSeconds from where the member left it, as the player resumes: its
 * HLS rung's segments in order when it has a ladder, else its MP4 in byte ranges, a chunk's worth of
 * the bitrate every chunkSeconds; progress every 10 s, each a gain (a progress write and a watch-log
 * row). Answers the position reached.
 */
async function watch(
  mediaBase: string,
  lecture: Lecture,
  socket: Socket,
  until: number,
  stats: TrialStats,
  dispatcher: Agent,
) {
  const chunks = lecture.hls ? await hlsSegments(mediaBase, lecture.hls, stats, dispatcher) : undefined;
  const chunkBytes = (WATCHING.bitsPerSecond / 8) * WATCHING.chunkSeconds;
  const resumedAt = lecture.lectureProgress[0]?.lastPosition ?? 0;
  let watched = 0;
  let offset = 0;
  for (let chunk = 0; watched < WATCHING.watchSeconds && Date.now() < until; chunk += 1) {
    const started = performance.now();
    const url = chunks ? chunks[chunk % chunks.length] : absolute(mediaBase, lecture.videoUpload);
    const range = chunks ? undefined : `bytes=${offset}-${offset + chunkBytes - 1}`;
    try {
      const response = await fetch(url, {
        headers: range ? { range } : {},
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        dispatcher,
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (Date.now() >= stats.measureFrom) stats.mediaMs.push(performance.now() - started);
      stats.mediaBytes += bytes;
      // Past the file's end a range answers 416: the video ended, so it plays again from the start.
      offset = response.status === 416 ? 0 : offset + bytes;
      if (!response.ok && response.status !== 416) stats.errors.push(`media: ${response.status}`);
    } catch (error) {
      stats.errors.push(`media: ${(error as Error).message}`);
    }
    watched += WATCHING.chunkSeconds;
    if (watched % WATCHING.progressEverySeconds === 0)
      socket.emit('pauseEvent', { videoId: lecture.id, watchedSeconds: resumedAt + watched });
    await sleep(Math.max(0, WATCHING.chunkSeconds * 1000 - (performance.now() - started)));
  }
  return resumedAt + watched;
}

const absolute = (base: string, url: string) =>
  url.startsWith('http') ? url.replace(/^https?:\/\/[^/]+/, base) : `${base}${url}`;

/** The segments of the master playlist's highest rung that fits the bitrate (URLs resolved against each playlist). */
async function hlsSegments(
  mediaBase: string,
  master: string,
  stats: TrialStats,
  dispatcher: Agent,
): Promise<string[] | undefined> {
  try {
    const masterUrl = absolute(mediaBase, master);
    const rungs = fittingRungs((await (await fetch(masterUrl, { dispatcher })).text()).split('\n'));
    const rungUrl = new URL(rungs.at(-1)?.uri ?? '', masterUrl);
    const lines = (await (await fetch(rungUrl, { dispatcher })).text()).split('\n');
    return lines.filter((line) => line && !line.startsWith('#')).map((line) => new URL(line, rungUrl).href);
  } catch (error) {
    stats.errors.push(`playlist: ${(error as Error).message}`);
    return undefined;
  }
}

/** The master's rungs within WATCHING's bitrate, lowest first (the lowest one when none fits). */
function fittingRungs(lines: string[]) {
  const rungs = lines.flatMap((line, i) =>
    line.startsWith('#EXT-X-STREAM-INF')
      ? [{ bandwidth: Number(/BANDWIDTH=(\d+)/.exec(line)?.[1]), uri: lines[i + 1] }]
      : [],
  );
  rungs.sort((a, b) => a.bandwidth - b.bandwidth);
  const fitting = rungs.filter((rung) => rung.bandwidth <= WATCHING.bitsPerSecond);
  return fitting.length > 0 ? fitting : rungs.slice(0, 1);
}
