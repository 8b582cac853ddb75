import path from 'node:path';
import { LADDER_FILES, type Rung, rungName, RUNGS } from '../videos/ladder.js';

/** Seconds per live segment: short, so members are a few seconds behind the coach (hls.js keeps three back). */
const LIVE_SEGMENT_SECONDS = 1;
/** How far back members can scroll: segments leaving this window are deleted, so a long class never fills the disk. */
export const DVR_WINDOW_SECONDS = 180;

/** The live ladder: the lectures' 720p and 360p rungs. */
const LIVE_RUNGS = RUNGS.filter((rung) => rung.height === 720 || rung.height === 360);

/** The live rungs for a source of this height, never above it; a smaller source gets one rung at its own height. */
export function liveLadderFor(sourceHeight: number): Rung[] {
  const rungs = LIVE_RUNGS.filter((rung) => rung.height <= sourceHeight);
  if (rungs.length > 0) return rungs;
  return [{ ...LIVE_RUNGS[LIVE_RUNGS.length - 1], height: Math.max(2, Math.floor(sourceHeight / 2) * 2) }];
}

/**
 * ffmpeg's arguments for a live class: the publisher's FLV on stdin, one H.264/AAC rung per height
 * cut into LIVE_SEGMENT_SECONDS segments with a keyframe at each boundary (so players switch rungs
 * cleanly), playlists holding the DVR window, and segments older than it deleted. `continuing`: an
 * encoder taking over from one that died goes on with its playlists (numbering, window) after a
 * discontinuity, instead of starting them again under players that hold them.
 */
export function liveLadderArguments(rungs: Rung[], hasAudio: boolean, outDir: string, continuing = false): string[] {
  const splits = rungs.map((_, index) => `[s${index}]`).join('');
  const scales = rungs.map((rung, index) => `[s${index}]scale=-2:${rung.height}[v${index}]`).join(';');
  const args = ['-nostdin', '-v', 'error', '-f', 'flv', '-i', 'pipe:0'];
  args.push('-filter_complex', `[0:v]split=${rungs.length}${splits};${scales}`);
  rungs.forEach((_, index) => args.push('-map', `[v${index}]`));
  if (hasAudio) rungs.forEach(() => args.push('-map', '0:a:0'));
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p');
  args.push('-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${LIVE_SEGMENT_SECONDS})`);
  rungs.forEach((rung, index) => {
    args.push(`-b:v:${index}`, `${rung.videoKbps}k`);
    args.push(`-maxrate:v:${index}`, `${Math.round(rung.videoKbps * 1.07)}k`);
    args.push(`-bufsize:v:${index}`, `${rung.videoKbps}k`);
    if (hasAudio) args.push(`-b:a:${index}`, `${rung.audioKbps}k`);
  });
  if (hasAudio) args.push('-c:a', 'aac', '-ac', '2');
  args.push('-f', 'hls', '-hls_time', String(LIVE_SEGMENT_SECONDS));
  args.push('-hls_list_size', String(DVR_WINDOW_SECONDS / LIVE_SEGMENT_SECONDS));
  const flags = `delete_segments+independent_segments+program_date_time+temp_file${continuing ? '+append_list' : ''}`;
  args.push('-hls_flags', flags);
  args.push('-hls_segment_type', 'mpegts');
  args.push('-hls_segment_filename', path.join(outDir, '%v', 'seg_%06d.ts'));
  args.push('-master_pl_name', LADDER_FILES.master);
  const streamMap = rungs.map((rung, index) => `v:${index}${hasAudio ? `,a:${index}` : ''},name:${rungName(rung)}`);
  args.push('-var_stream_map', streamMap.join(' '), path.join(outDir, '%v', 'index.m3u8'));
  return args;
}

/** Live ladders are media keys under this prefix, one folder per class, served only with a grant for it. */
export const LIVE_PREFIX = 'live/';
export const liveFolder = (classId: number) => `${LIVE_PREFIX}${classId}/`;

/** The class and its folder of a key under live/ (`live/<id>/…`), or null for any other key. */
export function liveFolderOf(key: string): { classId: number; folder: string } | null {
  const match = /^live\/([1-9]\d{0,9})\//.exec(key);
  return match ? { classId: Number(match[1]), folder: match[0] } : null;
}
