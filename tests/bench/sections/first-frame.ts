import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { buildClient } from '../../../build/client-build.js';
import { PATHS } from '../../../common/paths.js';
import { lectures } from '../../../server/modules/lectures/schema.js';
import { hasFfmpeg, transcodeToLadder } from '../../../server/modules/videos/ffmpeg.js';
import { ladderFolder } from '../../../server/modules/videos/ladder.js';
import { transcodes } from '../../../server/modules/videos/schema.js';
import { signIn, withChromium } from '../bench-browser.js';
import { atMost, type BenchSection, type Figure, median, round } from '../figure.js';
import { type BenchDatabase, benchDatabase, benchMember, startProduct } from '../product-server.js';

const run = promisify(execFile);

/**
 * Video as a member meets it on a real connection (Chromium's network emulation over CDP), on a cold
 * cache: from a click on a lecture's card to its first frame ready to show, and from a seek to a point
 * not yet buffered to the picture moving again; on a slow line, the rung the player starts on and
 * whether it stalls. The lecture is a minute and a half of 1080p with the product's whole HLS ladder.
 */
const SOURCE_SECONDS = 90;
/** Past what hls.js buffers ahead of the start (30 s), so the seek must fetch. */
const SEEK_TO_SECONDS = 60;
const RUNS = Number(process.env.BENCH_FIRST_FRAME_RUNS ?? 3);
const TARGET_MS = 1500;
/** How long playback is watched for stalls on the slow line. */
const WATCH_SECONDS = 20;

interface Line {
  mbps: number;
  latencyMs: number;
}
const FAST: Line = { mbps: 10, latencyMs: 40 };
const SLOW: Line = { mbps: 3, latencyMs: 40 };

async function emulate(page: Page, line: Line): Promise<void> {
  // tsx keeps function names with a `__name` helper the page does not have.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (line.mbps * 1_000_000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: line.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

/** A lecture whose video is a minute and a half of moving 1080p, with its HLS ladder made as a worker makes it. */
async function lectureWithLadder(mediaRoot: string, db: BenchDatabase['deps']['db']) {
  const videoKey = 'videos/bench-first-frame.mp4';
  const source = path.join(mediaRoot, videoKey);
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', String(SOURCE_SECONDS), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '23'],
    ...['-c:a', 'aac', '-movflags', '+faststart', source],
  ]);
  const hlsKey = ladderFolder(videoKey);
  const made = await transcodeToLadder(
    source,
    path.join(mediaRoot, hlsKey),
    () => undefined,
    new AbortController().signal,
    {
      nice: 0,
      threads: os.availableParallelism(),
    },
  );
  const [lecture] = await db.select({ id: lectures.id }).from(lectures).orderBy(asc(lectures.id)).limit(1);
  await db.update(lectures).set({ videoKey, lengthSeconds: SOURCE_SECONDS }).where(eq(lectures.id, lecture.id));
  await db.insert(transcodes).values({
    videoKey,
    status: 'done',
    progress: 1,
    hlsKey,
    hasStoryboard: made.hasStoryboard,
    rungs: made.rungs.map((rung) => rung.height),
  });
  return lecture.id;
}

const VIDEO = 'video.lecture-player__video';

/** Content Library, then a click on the lecture's card: ms to the first frame ready, and the rung it is on. */
async function openLecture(page: Page, baseUrl: string, lectureId: number) {
  await page.goto(`${baseUrl}${PATHS.contentLibrary}`);
  const card = page.locator(`a[href$="/lecture-details/${lectureId}"]`).first();
  await card.waitFor({ timeout: 60_000 });
  await page.evaluate(
    ([selector]) => {
      const timing = window as unknown as { clickedAt?: number; frameReadyAt?: Promise<number> };
      document.addEventListener('click', () => (timing.clickedAt = performance.now()), { capture: true, once: true });
      timing.frameReadyAt = new Promise((resolve) => {
        const watch = () => {
          const video = document.querySelector<HTMLVideoElement>(selector);
          if (video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) resolve(performance.now());
          else if (video) video.addEventListener('loadeddata', () => resolve(performance.now()), { once: true });
          else requestAnimationFrame(watch);
        };
        watch();
      });
    },
    [VIDEO],
  );
  await card.click();
  return page.evaluate(async (selector) => {
    const timing = window as unknown as { clickedAt: number; frameReadyAt: Promise<number> };
    const readyAt = await timing.frameReadyAt;
    return { ms: readyAt - timing.clickedAt, height: document.querySelector<HTMLVideoElement>(selector)!.videoHeight };
  }, VIDEO);
}

/** Plays (muted, as a page may without a gesture), seeks past the buffer: ms until a frame there is shown. */
function seekUnbuffered(page: Page) {
  return page.evaluate(
    async ([selector, to]) => {
      const video = document.querySelector<HTMLVideoElement>(selector)!;
      video.muted = true;
      await video.play();
      const started = performance.now();
      video.currentTime = to;
      return new Promise<number>((resolve) => {
        const frame = (_now: number, meta: { mediaTime: number }) => {
          if (meta.mediaTime >= to) resolve(performance.now() - started);
          else video.requestVideoFrameCallback(frame);
        };
        video.requestVideoFrameCallback(frame);
      });
    },
    [VIDEO, SEEK_TO_SECONDS] as const,
  );
}

/** Plays for a while on the line and counts the times playback waited for data after it started. */
function stallsWhilePlaying(page: Page) {
  return page.evaluate(
    async ([selector, seconds]) => {
      const video = document.querySelector<HTMLVideoElement>(selector)!;
      video.muted = true;
      let stalls = 0;
      video.addEventListener('waiting', () => (stalls += 1));
      await video.play();
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      return { stalls, playedTo: video.currentTime, height: video.videoHeight };
    },
    [VIDEO, WATCH_SECONDS] as const,
  );
}

export const section: BenchSection = {
  pinClient: false,
  name: 'first-frame',
  async run() {
    if (!(await hasFfmpeg())) throw new Error('ffmpeg is missing: apt-get install -y ffmpeg');
    const database = await benchDatabase();
    const clientDir = path.join(database.dataDir, 'client');
    buildClient(clientDir);
    const mediaRoot = path.join(database.dataDir, 'media');
    await fs.mkdir(path.join(mediaRoot, 'videos'), { recursive: true });
    const lectureId = await lectureWithLadder(mediaRoot, database.deps.db);
    const member = { role: 'member' as const, token: (await benchMember(database)).token };
    const product = await startProduct(database, { CLIENT_DIR: clientDir });
    try {
      const opens: { ms: number; height: number }[] = [];
      const seeks: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        await withChromium(async (_context, page) => {
          await emulate(page, FAST);
          await signIn(page, product.url, member);
          opens.push(await openLecture(page, product.url, lectureId));
          seeks.push(await seekUnbuffered(page));
        });
      }
      const slow = await withChromium(async (_context, page) => {
        await emulate(page, SLOW);
        await signIn(page, product.url, member);
        const opened = await openLecture(page, product.url, lectureId);
        return { opened, ...(await stallsWhilePlaying(page)) };
      });
      console.log(
        `first frame at 10 Mbit/s: ${opens.map((open) => Math.round(open.ms)).join(', ')} ms; seeks ${seeks.map(Math.round).join(', ')} ms`,
      );
      console.log(
        `3 Mbit/s: started at ${slow.opened.height}p in ${Math.round(slow.opened.ms)} ms, ${slow.stalls} stall(s) in ${WATCH_SECONDS} s`,
      );
      const seconds = (ms: number) => round(ms / 1000, 2);
      const figures: Record<string, Figure> = {
        'click on a lecture card to its first frame, 10 Mbit/s 40 ms, cold cache, s': atMost(
          seconds(median(opens.map((open) => open.ms))),
          TARGET_MS / 1000,
          's',
          { runs: opens },
        ),
        'seek to an unbuffered point to a frame shown there, 10 Mbit/s 40 ms, s': atMost(
          seconds(median(seeks)),
          TARGET_MS / 1000,
          's',
          { runs: seeks },
        ),
        'stalls in 20 s of playback from a cold start at 3 Mbit/s': atMost(slow.stalls, 0, 'stalls', {
          startedAtHeight: slow.opened.height,
          firstFrameMs: Math.round(slow.opened.ms),
          playedTo: slow.playedTo,
          heightAfter: slow.height,
        }),
      };
      return figures;
    } finally {
      await product.stop();
      await database.close();
    }
  },
};
