import { createHash } from 'node:crypto';

/** What a ladder folder holds besides each rung's `<height>p/index.m3u8` and its segments. */
export const LADDER_FILES = {
  master: 'master.m3u8',
  storyboard: 'storyboard.vtt',
  sprite: 'storyboard.jpg',
} as const;

export const LADDER_PREFIX = 'hls/';

export interface Rung {
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/** The adaptive ladder, highest first: bitrates of the usual H.264 ladders for talking-head and screen video. */
export const RUNGS: readonly Rung[] = [
  { height: 1080, videoKbps: 5000, audioKbps: 128 },
  { height: 720, videoKbps: 2800, audioKbps: 128 },
  { height: 480, videoKbps: 1400, audioKbps: 96 },
  { height: 360, videoKbps: 800, audioKbps: 96 },
];

/**
 * Segments of this many seconds (a keyframe is forced at each boundary). Short, so the first segment
 * of a start or a seek is small and the picture shows soon; players read each ladder's own length
 * from its playlists, so ladders cut otherwise keep playing.
 */
export const SEGMENT_SECONDS = 2;

/**
 * The rungs for a source of this height: never above the source (no upscaling); a source below the
 * lowest rung gets one rung at its own (even) height, with the lowest rung's bitrate.
 */
export function ladderFor(sourceHeight: number): Rung[] {
  const rungs = RUNGS.filter((rung) => rung.height <= sourceHeight);
  if (rungs.length > 0) return rungs;
  const lowest = RUNGS[RUNGS.length - 1];
  return [{ ...lowest, height: Math.max(2, Math.floor(sourceHeight / 2) * 2) }];
}

export const rungName = (rung: Pick<Rung, 'height'>) => `${rung.height}p`;

/** The folder key of a video's ladder: one per stored video, whatever lectures use it. */
export function ladderFolder(videoKey: string): string {
  return `${LADDER_PREFIX}${createHash('sha256').update(videoKey).digest('hex').slice(0, 24)}/`;
}

/** The folder a key under hls/ belongs to (`hls/<id>/`), or null for any other key. */
export function folderOf(key: string): string | null {
  const match = /^hls\/[a-f0-9]{24}\//.exec(key);
  return match ? match[0] : null;
}

/** Storyboard thumbnails: one every `interval` seconds, at most 100 in a 10×10 sprite. */
export function storyboardPlan(durationSeconds: number, width: number, height: number) {
  const columns = 10;
  const interval = Math.max(1, Math.ceil(durationSeconds / 100));
  const count = Math.max(1, Math.min(100, Math.ceil(durationSeconds / interval)));
  const thumbWidth = 160;
  const thumbHeight = Math.max(2, Math.round((thumbWidth * height) / width / 2) * 2);
  return { columns, interval, count, thumbWidth, thumbHeight };
}

export type StoryboardPlan = ReturnType<typeof storyboardPlan>;

/** The WebVTT map of a storyboard sprite: each cue names its thumbnail's rectangle (`#xywh=`). */
export function storyboardVtt(plan: StoryboardPlan, durationSeconds: number): string {
  const cues: string[] = ['WEBVTT', ''];
  for (let index = 0; index < plan.count; index++) {
    const start = index * plan.interval;
    const end = Math.min((index + 1) * plan.interval, Math.max(durationSeconds, start + 0.001));
    const x = (index % plan.columns) * plan.thumbWidth;
    const y = Math.floor(index / plan.columns) * plan.thumbHeight;
    cues.push(
      `${vttTime(start)} --> ${vttTime(end)}`,
      `${LADDER_FILES.sprite}#xywh=${x},${y},${plan.thumbWidth},${plan.thumbHeight}`,
      '',
    );
  }
  return cues.join('\n');
}

export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}
