import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { atBatchPriority, type BatchPriority } from '../../services/batch-priority.js';
import {
  LADDER_FILES,
  ladderFor,
  type Rung,
  rungName,
  SEGMENT_SECONDS,
  storyboardPlan,
  storyboardVtt,
} from './ladder.js';

const run = promisify(execFile);

/** Whether Debian's ffmpeg and ffprobe are on the PATH (checked once per process). */
let available: Promise<boolean> | undefined;
export function hasFfmpeg(): Promise<boolean> {
  available ??= Promise.all([run('ffmpeg', ['-version']), run('ffprobe', ['-version'])]).then(
    () => true,
    () => false,
  );
  return available;
}

export interface SourceInfo {
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

/** What the ladder needs to know of a source, from ffprobe; throws when there is no video stream. */
export async function probeSource(file: string): Promise<SourceInfo> {
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_entries', 'stream=codec_type,width,height:format=duration', file],
    { timeout: 60_000 },
  );
  const info = JSON.parse(stdout) as {
    streams?: { codec_type: string; width?: number; height?: number }[];
    format?: { duration?: string };
  };
  const video = info.streams?.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  const durationSeconds = Number(info.format?.duration);
  if (!video || !(durationSeconds > 0)) throw new Error('The video has no picture to transcode');
  return {
    width: video.width!,
    height: video.height!,
    durationSeconds,
    hasAudio: info.streams!.some((stream) => stream.codec_type === 'audio'),
  };
}

/**
 * ffmpeg's arguments for the whole ladder in one pass: one decode, one scaler per rung, H.264/AAC TS
 * segments; decoder, filters and encoders each held to `threads`.
 */
export function ladderArguments(
  source: string,
  info: SourceInfo,
  rungs: Rung[],
  outDir: string,
  threads: number,
): string[] {
  const splits = rungs.map((_, index) => `[s${index}]`).join('');
  const scales = rungs.map((rung, index) => `[s${index}]scale=-2:${rung.height}[v${index}]`).join(';');
  const args = ['-nostdin', '-v', 'error', '-y', '-threads', String(threads), '-i', source];
  args.push('-progress', 'pipe:1', '-nostats', '-filter_complex_threads', String(threads));
  args.push('-filter_complex', `[0:v]split=${rungs.length}${splits};${scales}`);
  rungs.forEach((_, index) => args.push('-map', `[v${index}]`));
  if (info.hasAudio) rungs.forEach(() => args.push('-map', '0:a:0'));
  // Keyframes exactly at segment boundaries in every rung, so players switch rungs cleanly.
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-sc_threshold', '0');
  args.push('-threads', String(threads));
  args.push('-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`);
  rungs.forEach((rung, index) => {
    args.push(`-b:v:${index}`, `${rung.videoKbps}k`);
    args.push(`-maxrate:v:${index}`, `${Math.round(rung.videoKbps * 1.07)}k`);
    args.push(`-bufsize:v:${index}`, `${rung.videoKbps * 2}k`);
    if (info.hasAudio) args.push(`-b:a:${index}`, `${rung.audioKbps}k`);
  });
  if (info.hasAudio) args.push('-c:a', 'aac', '-ac', '2');
  args.push('-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod');
  args.push('-hls_flags', 'independent_segments', '-hls_segment_type', 'mpegts');
  args.push('-hls_segment_filename', path.join(outDir, '%v', 'seg_%03d.ts'));
  args.push('-master_pl_name', LADDER_FILES.master);
  const streamMap = rungs.map(
    (rung, index) => `v:${index}${info.hasAudio ? `,a:${index}` : ''},name:${rungName(rung)}`,
  );
  args.push('-var_stream_map', streamMap.join(' '), path.join(outDir, '%v', 'index.m3u8'));
  return args;
}

export interface TranscodeResult {
  rungs: Rung[];
  hasStoryboard: boolean;
}

/**
 * Makes the ladder (master playlist, a playlist and SEGMENT_SECONDS segments per rung) and the storyboard in
 * `outDir`, at the batch priority. Progress goes 0…1 over the ladder pass; `signal` kills ffmpeg (the
 * process is stopping).
 */
export async function transcodeToLadder(
  source: string,
  outDir: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  priority: BatchPriority,
): Promise<TranscodeResult> {
  const info = await probeSource(source);
  const rungs = ladderFor(info.height);
  await fs.mkdir(outDir, { recursive: true });
  const args = ladderArguments(source, info, rungs, outDir, priority.threads);
  await runFfmpeg(atBatchPriority('ffmpeg', args, priority), info.durationSeconds, onProgress, signal);
  const hasStoryboard = await makeStoryboard(source, info, outDir, signal, priority);
  return { rungs, hasStoryboard };
}

function runFfmpeg(
  [command, args]: [string, string[]],
  durationSeconds: number,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let errors = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      // `-progress` writes key=value lines; out_time_us is how far the output has got.
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('out_time_us=')) continue;
        const done = Number(line.slice('out_time_us='.length)) / 1e6;
        if (Number.isFinite(done) && done >= 0) onProgress(Math.min(1, done / durationSeconds));
      }
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      errors = (errors + text).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg stopped (${code ?? 'killed'}): ${lastLine(errors)}`));
    });
  });
}

const lastLine = (text: string) => text.trim().split('\n').pop() ?? '';

/** A sprite of thumbnails and its WebVTT map; a failure here only loses the previews. */
async function makeStoryboard(
  source: string,
  info: SourceInfo,
  outDir: string,
  signal: AbortSignal,
  priority: BatchPriority,
) {
  const plan = storyboardPlan(info.durationSeconds, info.width, info.height);
  const rows = Math.ceil(plan.count / plan.columns);
  const filter = `fps=1/${plan.interval},scale=${plan.thumbWidth}:${plan.thumbHeight},tile=${plan.columns}x${rows}`;
  const args = ['-nostdin', '-v', 'error', '-y', '-threads', String(priority.threads), '-i', source, '-an'];
  args.push('-vf', filter, '-frames:v', '1', '-q:v', '5', path.join(outDir, LADDER_FILES.sprite));
  try {
    await run(...atBatchPriority('ffmpeg', args, priority), { timeout: 10 * 60_000, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return false;
  }
  await fs.writeFile(path.join(outDir, LADDER_FILES.storyboard), storyboardVtt(plan, info.durationSeconds));
  return true;
}
