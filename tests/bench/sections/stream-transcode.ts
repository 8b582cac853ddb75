import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { hasFfmpeg } from '../../../server/modules/videos/ffmpeg.js';
import { transcodes } from '../../../server/modules/videos/schema.js';
import { queueTranscode } from '../../../server/modules/videos/transcodes.js';
import { writeBigMp4 } from '../../reliability/helpers/upload.js';
import { alternate, atLeast, type BenchSection, type Figure, median, round } from '../figure.js';
import { wholeFileMiBps } from '../media/drain-client.js';
import { ACCEL_PREFIX, hasNginx, NGINX, startNginx } from '../media/nginx.js';
import { type BenchDatabase, benchDatabase, benchMember, benchSession, startProduct } from '../product-server.js';

const run = promisify(execFile);

/**
 * Streaming as deployed while an upload is transcoded: the product (`npm start`: every CPU, a session
 * of its own, its worker running the transcode of a queued video) and nginx on every CPU, the same
 * 122 MiB file through each, in turn, first with nothing else running, then while the product's
 * ffmpeg encodes a 1080p upload at its batch priority. Nothing is pinned: the kernel places all of it.
 * Beside the transcode, the file is also fetched as a site behind nginx serves it: a second app
 * process with MEDIA_ACCEL_REDIRECT checks the link and nginx sends the bytes.
 */
const STREAM_BYTES = 122 * 2 ** 20;
const STREAM_KEY = 'videos/bench-stream.mp4';
const DOWNLOADS_PER_RUN = 6;
const SOURCE_SECONDS = 40;
const ROUNDS = 3;
/** Long enough for ffmpeg to be past its start and encoding on every thread it uses. */
const TRANSCODE_WARMUP_MS = 1500;

/** The pid of the ffmpeg the product's worker runs, once it runs. */
async function productFfmpeg(productPid: number): Promise<number> {
  for (let tries = 0; tries < 600; tries += 1) {
    const found = await run('pgrep', ['-P', String(productPid), 'ffmpeg']).catch(() => ({ stdout: '' }));
    const pid = Number(found.stdout.trim().split('\n')[0]);
    if (pid > 0) return pid;
    await sleep(100);
  }
  throw new Error('the product started no ffmpeg within 60 s');
}

/** Seconds of CPU a process has had, user and system, from /proc (0 once it has gone). */
async function cpuSeconds(pid: number): Promise<number> {
  try {
    const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Milliseconds the threads of a process have waited on a run queue for a CPU (schedstat's second
 * field): what tells a stream starved of CPU from one held up elsewhere.
 */
async function runQueueWaitMs(pid: number): Promise<number> {
  const tasks = await fs.readdir(`/proc/${pid}/task`).catch(() => []);
  const waits = await Promise.all(
    tasks.map((task) =>
      fs.readFile(`/proc/${pid}/task/${task}/schedstat`, 'utf8').then(
        (text) => Number(text.split(' ')[1]) / 1e6,
        () => 0,
      ),
    ),
  );
  return waits.reduce((sum, wait) => sum + wait, 0);
}

/** `measure`'s value, and how long the product's threads waited for a CPU per second meanwhile. */
async function withWaits(productPid: number, measure: () => Promise<number>) {
  const [before, started] = [await runQueueWaitMs(productPid), performance.now()];
  const value = await measure();
  const waitedMsPerS = ((await runQueueWaitMs(productPid)) - before) / ((performance.now() - started) / 1000);
  return { value, waitedMsPerS: round(waitedMsPerS, 0) };
}

async function transcodeDone(database: BenchDatabase, videoKey: string): Promise<void> {
  for (;;) {
    const [row] = await database.deps.db.select().from(transcodes).where(eq(transcodes.videoKey, videoKey));
    if (row?.status === 'done') return;
    if (row?.status === 'failed') throw new Error(`the transcode failed: ${row.error}`);
    await sleep(250);
  }
}

export const section: BenchSection = {
  name: 'stream-transcode',
  // Nothing pinned: the point is how the kernel shares the CPUs as deployed.
  pinClient: false,
  async run(): Promise<Record<string, Figure>> {
    if (!(await hasFfmpeg())) throw new Error('ffmpeg is missing: apt-get install -y ffmpeg');
    if (!hasNginx) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
    const database = await benchDatabase({ seedDemo: false, placement: 'deployed' });
    const mediaRoot = path.join(database.dataDir, 'media');
    const source = path.join(database.dataDir, 'source-1080p.mp4');
    await run('ffmpeg', [
      ...['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(SOURCE_SECONDS)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-c:a', 'aac', source],
    ]);
    await fs.mkdir(path.join(mediaRoot, 'videos'), { recursive: true });
    await writeBigMp4(path.join(mediaRoot, STREAM_KEY), STREAM_BYTES);
    const product = await startProduct(database, { RUN_JOBS: '1' }, [], 'deployed');
    const nginx = await startNginx(mediaRoot, { kind: 'static' }, 'deployed');
    const behind = await startProduct(database, { RUN_JOBS: '0', MEDIA_ACCEL_REDIRECT: ACCEL_PREFIX }, [], 'deployed');
    const front = await startNginx(mediaRoot, { kind: 'accel', upstream: behind.url }, 'deployed');
    try {
      const member = await benchMember(database);
      const viewer = { id: member.id, sessionId: (await benchSession(database, member.id)).id };
      const signed = database.deps.mediaUrls.toGrantedUrl(STREAM_KEY, viewer)!;
      const fromNginx = () => wholeFileMiBps(nginx.url, `/media/${STREAM_KEY}`, STREAM_BYTES, DOWNLOADS_PER_RUN);
      const fromFront = () => wholeFileMiBps(front.url, signed, STREAM_BYTES, DOWNLOADS_PER_RUN);
      const waits: number[] = [];
      const fromProduct = async () => {
        const { value, waitedMsPerS } = await withWaits(product.process.pid!, () =>
          wholeFileMiBps(product.url, signed, STREAM_BYTES, DOWNLOADS_PER_RUN),
        );
        waits.push(waitedMsPerS);
        return value;
      };

      const quiet = await alternate(fromNginx, fromProduct);
      const quietWaits = waits.splice(0);
      console.log(
        `streaming alone: ${round(quiet.product, 0)} MiB/s vs nginx ${round(quiet.reference, 0)}; ` +
          `the product waited ${quietWaits.join(', ')} ms/s for a CPU`,
      );

      const rounds = [];
      const frontRounds = [];
      for (let index = 0; index < ROUNDS; index += 1) {
        const videoKey = `videos/upload-${index}.mp4`;
        await fs.copyFile(source, path.join(mediaRoot, videoKey));
        await queueTranscode(database.deps, videoKey);
        const ffmpeg = await productFfmpeg(product.process.pid!);
        await sleep(TRANSCODE_WARMUP_MS);
        const [cpuBefore, started] = [await cpuSeconds(ffmpeg), performance.now()];
        const beside = await alternate(fromNginx, fromProduct, 1);
        const fronted = await alternate(fromNginx, fromFront, 1);
        const ffmpegCpus = ((await cpuSeconds(ffmpeg)) - cpuBefore) / ((performance.now() - started) / 1000);
        const stillRunning = (await cpuSeconds(ffmpeg)) > 0;
        const productWaitedMsPerS = waits.splice(0)[0];
        rounds.push({ ...beside, ffmpegCpus: round(ffmpegCpus, 2), productWaitedMsPerS, stillRunning });
        frontRounds.push(fronted);
        console.log(
          `streaming beside a transcode: ${round(beside.product, 0)} MiB/s vs nginx ${round(beside.reference, 0)} ` +
            `(${beside.ratio}); ffmpeg had ${round(ffmpegCpus, 2)} CPUs, the product waited ` +
            `${productWaitedMsPerS} ms/s for one${stillRunning ? '' : ' (the transcode finished meanwhile)'}; ` +
            `behind nginx ${round(fronted.product, 0)} MiB/s vs nginx ${round(fronted.reference, 0)} (${fronted.ratio})`,
        );
        await transcodeDone(database, videoKey);
      }
      const ratio = median(rounds.map((each) => each.ratio));
      const frontRatio = median(frontRounds.map((each) => each.ratio));
      const detail = { unit: 'MiB/s', cpus: os.availableParallelism(), downloadsPerRun: DOWNLOADS_PER_RUN, rounds };
      return {
        'whole 122 MiB file MiB/s, as deployed': atLeast(quiet.ratio, 0.8, 'nginx sendfile, same file', {
          ...quiet,
          productWaitedMsPerS: quietWaits,
        }),
        'whole 122 MiB file MiB/s, as deployed, beside the transcode of an upload': atLeast(
          round(ratio),
          0.8,
          'nginx sendfile, same file, same transcode',
          detail,
        ),
        'whole 122 MiB file MiB/s, behind nginx (X-Accel-Redirect), beside the transcode of an upload': atLeast(
          round(frontRatio),
          0.8,
          'nginx sendfile alone, same file, same transcode',
          { unit: 'MiB/s', rounds: frontRounds },
        ),
      };
    } finally {
      await front.stop();
      await behind.stop();
      await nginx.stop();
      await product.stop();
      await database.close();
    }
  },
};
