import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { hasFfmpeg, ladderArguments, probeSource, transcodeToLadder } from '../../../server/modules/videos/ffmpeg.js';
import { ladderFolder, ladderFor, rungName } from '../../../server/modules/videos/ladder.js';
import { alternate, atLeast, atMost, type BenchSection, type Figure, round } from '../figure.js';
import { wholeFileMiBps } from '../media/drain-client.js';
import { hasNginx, NGINX, startNginx } from '../media/nginx.js';
import { benchDatabase, benchSession, startProduct } from '../product-server.js';

const run = promisify(execFile);

/**
 * The video platform: how long Debian's ffmpeg takes to make each rung of one minute of 1080p
 * (alone, then the whole ladder in the product's single pass), and HLS segments streamed through
 * the product's grant check against nginx sending the same files.
 */
const SOURCE_SECONDS = 60;
/** A worker machine that only transcodes (RUN_JOBS=0 elsewhere): every core, normal priority. */
const WORKER_MACHINE = { nice: 0, threads: os.availableParallelism() };
const SEGMENT_DOWNLOADS_PER_RUN = 300;

async function makeSource(file: string): Promise<void> {
  // A moving, detailed picture with a tone: a fair load for the encoder (a still frame would flatter it).
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30`, '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', String(SOURCE_SECONDS), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-c:a', 'aac', file],
  ]);
}

async function timeMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function transcodeFigures(source: string, outDir: string): Promise<Record<string, Figure>> {
  const info = await probeSource(source);
  const figures: Record<string, Figure> = {};
  for (const rung of ladderFor(info.height)) {
    const dir = path.join(outDir, `alone-${rungName(rung)}`);
    await fs.mkdir(dir, { recursive: true });
    const ms = await timeMs(() => run('ffmpeg', ladderArguments(source, info, [rung], dir, WORKER_MACHINE.threads)));
    console.log(`transcode ${rungName(rung)} alone: ${round(ms / 1000, 1)} s for ${SOURCE_SECONDS} s of 1080p`);
    figures[`transcode 1 min of 1080p to the ${rungName(rung)} rung alone, s`] = atMost(
      round(ms / 1000, 1),
      SOURCE_SECONDS,
      's',
    );
  }
  const ladderDir = path.join(outDir, 'ladder');
  const ms = await timeMs(() =>
    transcodeToLadder(source, ladderDir, () => undefined, new AbortController().signal, WORKER_MACHINE),
  );
  console.log(`whole ladder with storyboard: ${round(ms / 1000, 1)} s`);
  figures['transcode 1 min of 1080p to the whole ladder + storyboard (one pass), s'] = atMost(
    round(ms / 1000, 1),
    3 * SOURCE_SECONDS,
    's',
    { rungs: ladderFor(info.height).map(rungName) },
  );
  return figures;
}

async function segmentFigure(ladderDir: string): Promise<Record<string, Figure>> {
  const database = await benchDatabase({ seedDemo: false });
  try {
    const mediaRoot = path.join(database.dataDir, 'media');
    const folder = ladderFolder('videos/bench-ladder.mp4');
    await fs.mkdir(path.join(mediaRoot, 'hls'), { recursive: true });
    await fs.cp(ladderDir, path.join(mediaRoot, folder), { recursive: true });
    const segment = `${folder}1080p/seg_003.ts`;
    const { size } = await fs.stat(path.join(mediaRoot, segment));
    // The admin (user 1) may always watch: the grant check runs in full, membership rule included.
    const grant = database.deps.mediaUrls.grant(folder, { id: 1, sessionId: (await benchSession(database, 1)).id });
    const product = await startProduct(database);
    const nginx = await startNginx(mediaRoot, { kind: 'static' });
    try {
      const result = await alternate(
        () => wholeFileMiBps(nginx.url, `/media/${segment}`, size, SEGMENT_DOWNLOADS_PER_RUN),
        () => wholeFileMiBps(product.url, `/media/${segment}?${grant}`, size, SEGMENT_DOWNLOADS_PER_RUN),
      );
      console.log(
        `HLS segment: ${round(result.product, 0)} MiB/s vs nginx ${round(result.reference, 0)} (${result.ratio})`,
      );
      return {
        [`HLS segments (${round(size / 2 ** 20, 1)} MiB, 1080p) through the grant check, MiB/s`]: atLeast(
          result.ratio,
          0.5,
          'nginx sendfile, same file',
          { unit: 'MiB/s', segmentBytes: size, downloadsPerRun: SEGMENT_DOWNLOADS_PER_RUN, ...result },
        ),
      };
    } finally {
      await nginx.stop();
      await product.stop();
    }
  } finally {
    await database.close();
  }
}

export const section: BenchSection = {
  name: 'video',
  // ffmpeg is measured with every core, as a worker runs it.
  pinClient: false,
  async run() {
    if (!(await hasFfmpeg())) throw new Error('ffmpeg is missing: apt-get install -y ffmpeg');
    if (!hasNginx) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-bench-video-'));
    try {
      const source = path.join(work, 'source-1080p.mp4');
      await makeSource(source);
      const figures = await transcodeFigures(source, work);
      return { ...figures, ...(await segmentFigure(path.join(work, 'ladder'))) };
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  },
};
