import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../../server/config.js';
import { hasFfmpeg, ladderArguments, probeSource } from '../../../server/modules/videos/ffmpeg.js';
import { ladderFor } from '../../../server/modules/videos/ladder.js';
import { atBatchPriority, type BatchPriority } from '../../../server/services/batch-priority.js';
import { writeBigMp4 } from '../../reliability/helpers/upload.js';
import { ALL_CPUS, pinnedCommand } from '../cpu.js';
import { alternate, atLeast, type BenchSection, type Figure, round } from '../figure.js';
import { load } from '../measure.js';
import { wholeFileMiBps } from '../media/drain-client.js';
import { benchDatabase, benchMember, benchSession, startProduct } from '../product-server.js';

const run = promisify(execFile);

/**
 * Members first: member `GET lectures` and whole-file streaming, each measured without and with a
 * 1080p transcode running beside them on the same machine (alternating, same run). The transcode
 * runs as the worker runs it (the default batch priority, on every core); the same transcode at
 * normal priority with every thread is measured once too, to show what the priority buys.
 */
const SOURCE_SECONDS = 30;
const STREAM_BYTES = 122 * 2 ** 20;
const STREAM_KEY = 'videos/bench-members-first.mp4';
const DOWNLOADS_PER_RUN = 6;
const LOAD_SECONDS = 5;
/** Long enough for ffmpeg to be past its start and encoding on every thread it may use. */
const TRANSCODE_WARMUP_MS = 1500;

interface Transcode {
  child: ChildProcess;
  done: Promise<number>;
}

/** Starts the product's ladder pass of `source` on every core at `priority`; `done` gives its seconds. */
async function startTranscode(source: string, outDir: string, priority: BatchPriority): Promise<Transcode> {
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.mkdir(outDir, { recursive: true });
  const info = await probeSource(source);
  const args = ladderArguments(source, info, ladderFor(info.height), outDir, priority.threads);
  const [command, commandArgs] = pinnedCommand(ALL_CPUS, ...atBatchPriority('ffmpeg', args, priority));
  const started = performance.now();
  const child = spawn(command, commandArgs, { stdio: 'ignore' });
  const done = new Promise<number>((resolve) =>
    child.once('exit', () => resolve(round((performance.now() - started) / 1000, 1))),
  );
  await new Promise((resolve) => setTimeout(resolve, TRANSCODE_WARMUP_MS));
  return { child, done };
}

/** `measure` while a transcode runs beside it (the transcode is stopped after). */
async function beside(
  source: string,
  outDir: string,
  priority: BatchPriority,
  measure: () => Promise<number>,
): Promise<number> {
  const transcode = await startTranscode(source, outDir, priority);
  try {
    return await measure();
  } finally {
    transcode.child.kill('SIGKILL');
    await transcode.done;
  }
}

export const section: BenchSection = {
  name: 'members-first',
  async run(): Promise<Record<string, Figure>> {
    if (!(await hasFfmpeg())) {
      console.log('members-first: skipped, Debian ffmpeg is missing');
      return {};
    }
    const database = await benchDatabase({ seedDemo: true });
    const work = path.join(database.dataDir, 'members-first');
    await fs.mkdir(work, { recursive: true });
    const source = path.join(work, 'source-1080p.mp4');
    await run('ffmpeg', [
      ...['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(SOURCE_SECONDS)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-c:a', 'aac', source],
    ]);
    const streamFile = path.join(database.dataDir, 'media', STREAM_KEY);
    await fs.mkdir(path.dirname(streamFile), { recursive: true });
    await writeBigMp4(streamFile, STREAM_BYTES);
    const product = await startProduct(database);
    const batch = loadConfig({}).batchPriority;
    const unprioritised: BatchPriority = { nice: 0, threads: os.availableParallelism() };
    const outDir = path.join(work, 'ladder');
    try {
      const member = await benchMember(database);
      const lectures = async () =>
        (
          await load(`${product.url}/api/lectures`, {
            seconds: LOAD_SECONDS,
            headers: { authorization: `Bearer ${member.token}` },
          })
        ).requestsPerSecond;
      const viewer = { id: member.id, sessionId: (await benchSession(database, member.id)).id };
      const signed = database.deps.mediaUrls.toGrantedUrl(STREAM_KEY, viewer)!;
      const stream = () => wholeFileMiBps(product.url, signed, STREAM_BYTES, DOWNLOADS_PER_RUN);

      const api = await alternate(lectures, () => beside(source, outDir, batch, lectures));
      console.log(`GET lectures: ${api.product} req/s beside a transcode vs ${api.reference} without (${api.ratio})`);
      const media = await alternate(stream, () => beside(source, outDir, batch, stream));
      console.log(`streaming: ${round(media.product, 0)} MiB/s beside a transcode vs ${round(media.reference, 0)}`);
      const apiUnprioritised = round((await beside(source, outDir, unprioritised, lectures)) / api.reference);
      const mediaUnprioritised = round((await beside(source, outDir, unprioritised, stream)) / media.reference);
      console.log(`at normal priority: GET lectures ${apiUnprioritised}, streaming ${mediaUnprioritised}`);

      // The transcode still finishes with members loading the server the whole time.
      const alone = await (await startTranscode(source, outDir, batch)).done;
      const loaded = await startTranscode(source, outDir, batch);
      let finished = false;
      const transcodeSeconds = loaded.done.then((seconds) => {
        finished = true;
        return seconds;
      });
      while (!finished) await lectures();
      const underLoad = await transcodeSeconds;
      console.log(`transcode of ${SOURCE_SECONDS} s of 1080p: ${alone} s alone, ${underLoad} s under member load`);

      const transcode = { batchPriority: batch, transcodeAloneS: alone, transcodeUnderMemberLoadS: underLoad };
      return {
        'member GET lectures req/s beside a 1080p transcode': atLeast(api.ratio, 0.8, 'the same run without it', {
          ...api,
          atNormalPriorityAllThreads: apiUnprioritised,
          ...transcode,
        }),
        'whole 122 MiB file MiB/s beside a 1080p transcode': atLeast(media.ratio, 0.8, 'the same run without it', {
          unit: 'MiB/s',
          ...media,
          atNormalPriorityAllThreads: mediaUnprioritised,
          ...transcode,
        }),
      };
    } finally {
      await product.stop();
      await database.close();
    }
  },
};
