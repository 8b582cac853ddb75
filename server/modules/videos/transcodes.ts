import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { QUEUES } from '../../jobs/queue.js';
import { lectures } from '../lectures/schema.js';
import { hasFfmpeg } from './ffmpeg.js';
import { transcodes } from './schema.js';

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

type QueueDeps = Pick<AppDeps, 'db' | 'jobs' | 'now'>;
/** Runs on the transaction that marks the video queued, with its row before (none the first time) and after. */
type OnQueued = (tx: Tx, before: TranscodeRow | undefined, after: TranscodeRow) => Promise<void>;

/** Queues (again) the ladders of stored videos; their rows say `queued` until a worker takes them. */
async function queueTranscodes(deps: QueueDeps, videoKeys: string[], onQueued?: OnQueued): Promise<void> {
  const reset = { status: 'queued' as const, progress: 0, error: null, updatedAt: deps.now() };
  await deps.db.transaction(async (tx) => {
    const before = onQueued
      ? await tx.select().from(transcodes).where(inArray(transcodes.videoKey, videoKeys)).for('update')
      : [];
    const after = await tx
      .insert(transcodes)
      .values(videoKeys.map((videoKey) => ({ videoKey, ...reset })))
      .onConflictDoUpdate({ target: transcodes.videoKey, set: reset })
      .returning();
    for (const row of after)
      await onQueued?.(
        tx,
        before.find((was) => was.videoKey === row.videoKey),
        row,
      );
  });
  await deps.jobs.sendMany(
    QUEUES.transcode.name,
    videoKeys.map((videoKey) => ({ videoKey })),
  );
}

/** Queues (again) the ladder of a stored video. */
export const queueTranscode = (deps: QueueDeps, videoKey: string, onQueued?: OnQueued) =>
  queueTranscodes(deps, [videoKey], onQueued);

/** A media key of a video stored here (an upload, a demo video), as opposed to pictures and ladders. */
export const isStoredVideo = (key: string) => /\.mp4$/i.test(key) && !/^(?:images|hls)\//.test(key);

/** How many videos one catch-up statement queues: a large catalogue starts in seconds, not minutes. */
const CATCH_UP_BATCH = 1000;

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
  for (let start = 0; start < missing.length; start += CATCH_UP_BATCH)
    await queueTranscodes(deps, missing.slice(start, start + CATCH_UP_BATCH));
  return missing.length;
}
