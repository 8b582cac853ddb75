import { and, eq, isNull } from 'drizzle-orm';
import { lectures, transcodes } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { QUEUES } from '../../jobs/queue.js';
import { hasFfmpeg } from './ffmpeg.js';

export type TranscodeRow = typeof transcodes.$inferSelect;

/** What staff see of a video's transcode (`none` before one was ever queued). */
export interface TranscodeState {
  videoKey: string;
  status: TranscodeRow['status'] | 'none';
  progress: number;
  error: string | null;
  rungs: number[];
}

export const transcodeState = (videoKey: string, row?: TranscodeRow): TranscodeState => ({
  videoKey,
  status: row?.status ?? 'none',
  progress: row?.progress ?? 0,
  error: row?.error ?? null,
  rungs: row?.rungs ?? [],
});

export async function readTranscode(deps: Pick<AppDeps, 'db'>, videoKey: string): Promise<TranscodeState> {
  const [row] = await deps.db.select().from(transcodes).where(eq(transcodes.videoKey, videoKey));
  return transcodeState(videoKey, row);
}

/**
 * Whether this deployment makes ladders: workers here need Debian's ffmpeg; with RUN_JOBS=0 the
 * `npm run worker` processes elsewhere are trusted to have it.
 */
export async function transcodingEnabled(deps: Pick<AppDeps, 'config'>): Promise<boolean> {
  return !deps.config.RUN_JOBS || (await hasFfmpeg());
}

/** Queues (again) the ladder of a stored video; the row says `queued` until a worker takes it. */
export async function queueTranscode(deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>, videoKey: string): Promise<void> {
  const reset = { status: 'queued' as const, progress: 0, error: null, updatedAt: deps.now() };
  await deps.db
    .insert(transcodes)
    .values({ videoKey, ...reset })
    .onConflictDoUpdate({ target: transcodes.videoKey, set: reset });
  await deps.jobs.send(QUEUES.transcode.name, { videoKey });
}

/** A media key of a video stored here (an upload, a demo video), as opposed to pictures and ladders. */
export const isStoredVideo = (key: string) => /\.mp4$/i.test(key) && !/^(images|hls)\//.test(key);

/**
 * Queues the ladder of every lecture video that never had one (the demo catalogue, videos from before
 * transcoding existed): run at start-up, so a deployment gains HLS without anyone pressing a button.
 */
export async function queueMissingTranscodes(deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ videoKey: lectures.videoKey })
    .from(lectures)
    .leftJoin(transcodes, eq(transcodes.videoKey, lectures.videoKey))
    .where(and(isNull(transcodes.videoKey), isNull(lectures.deletedAt)));
  const missing = rows.map((row) => row.videoKey).filter(isStoredVideo);
  for (const videoKey of missing) await queueTranscode(deps, videoKey);
  return missing.length;
}
