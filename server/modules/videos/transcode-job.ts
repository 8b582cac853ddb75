import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { AppDeps } from '../../deps.js';
import { transcodeToLadder } from './ffmpeg.js';
import { ladderFolder } from './ladder.js';
import { transcodes } from './schema.js';

// Any constant: the advisory-lock space of transcodes (the key within it is the video key's hash).
const LOCK_SPACE = 724_302;
// Progress is written at most this often: every write tells each process's staff sockets.
const PROGRESS_EVERY_MS = 1000;

export const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
};

type JobDeps = Pick<AppDeps, 'db' | 'media' | 'config' | 'now'>;

/**
 * One transcode, run by a worker. A session-level advisory lock held on its own connection for the
 * whole run means it never runs twice at once; when the process dies, PostgreSQL drops the
 * connection and the lock with it, which is how `recoverOrphans` knows the job was left behind.
 * The job's row is written through that same connection: a handler holding one pool connection must
 * never wait for a second (a full pool, or one a close is ending, would never give it one).
 */
export async function runTranscode(deps: JobDeps, videoKey: string, signal: AbortSignal): Promise<void> {
  const client = await deps.db.$client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as locked',
      [LOCK_SPACE, videoKey],
    );
    if (!rows[0].locked) throw new Error('This video is being transcoded by another worker');
    try {
      await transcode(deps, drizzle(client), videoKey, signal);
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, videoKey]);
    }
  } finally {
    client.release();
  }
}

async function transcode(deps: JobDeps, db: NodePgDatabase, videoKey: string, signal: AbortSignal): Promise<void> {
  const setRow = (values: Partial<typeof transcodes.$inferInsert>) =>
    db
      .update(transcodes)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(transcodes.videoKey, videoKey));
  const scratch = path.join(deps.config.dataDir, 'transcode', randomBytes(8).toString('hex'));
  const outDir = path.join(scratch, 'ladder');
  await setRow({ status: 'running', progress: 0, error: null });
  let source: Awaited<ReturnType<JobDeps['media']['localCopy']>> | undefined;
  try {
    source = await deps.media.localCopy(videoKey, scratch);
    let written = 0;
    let writing: Promise<unknown> = Promise.resolve();
    const result = await transcodeToLadder(
      source.file,
      outDir,
      (fraction) => {
        if (Date.now() - written < PROGRESS_EVERY_MS) return;
        written = Date.now();
        // Rounded so the stream stays readable; the final write below waits for this one. Progress is
        // advisory: a write that fails (the job stopping while one is queued) must not escape unhandled.
        writing = writing
          .then(() => setRow({ progress: Math.min(0.99, Math.round(fraction * 100) / 100) }))
          .catch(() => undefined);
      },
      signal,
      deps.config.batchPriority,
    );
    await writing;
    const folder = ladderFolder(videoKey);
    await storeFolder(deps, outDir, folder);
    await setRow({
      status: 'done',
      progress: 1,
      hlsKey: folder,
      hasStoryboard: result.hasStoryboard,
      rungs: result.rungs.map((rung) => rung.height),
    });
  } catch (error) {
    // Stopping: the job goes back to the queue and another worker (or this one, restarted) takes it.
    const message = signal.aborted ? null : (error as Error).message.slice(0, 500);
    await setRow({ status: signal.aborted ? 'queued' : 'failed', error: message }).catch(() => undefined);
    throw error;
  } finally {
    await source?.release();
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

/** Moves every file of the ladder into the media store under its folder key. */
async function storeFolder(deps: JobDeps, dir: string, folder: string): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = `${folder}${path.relative(dir, file).split(path.sep).join('/')}`;
    const type = CONTENT_TYPES[path.extname(entry.name)] ?? 'application/octet-stream';
    await deps.media.putFile(key, file, type, { move: true });
  }
}

/**
 * Jobs marked active whose lock nobody holds were left by a worker that died (killed, machine
 * lost): handed back to the queue, to be taken again at once, instead of after the queue's hours-long expiry.
 * `startedBefore` skips jobs just taken, whose handler may not hold its lock yet.
 */
export async function recoverOrphans(
  pool: pg.Pool,
  queue: string,
  fail: (ids: string[]) => Promise<void>,
  startedBeforeSeconds = 10,
): Promise<number> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ id: string; video_key: string }>(
      `select id, data->>'videoKey' as video_key from pgboss.job
       where name = $1 and state = 'active' and started_on < now() - make_interval(secs => $2)`,
      [queue, startedBeforeSeconds],
    );
    const orphans: string[] = [];
    for (const row of rows) {
      const { rows: lock } = await client.query<{ free: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as free',
        [LOCK_SPACE, row.video_key],
      );
      if (!lock[0].free) continue;
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, row.video_key]);
      orphans.push(row.id);
    }
    if (orphans.length === 0) return 0;
    await fail(orphans);
    // The queue backs a failure off (10–20 s for a first retry): a dead worker says nothing of the
    // video, so the retry may start at once. A job out of retries stays failed.
    await client.query(
      `update pgboss.job set start_after = now() where name = $1 and id = any($2::uuid[]) and state = 'retry'`,
      [queue, orphans],
    );
    return orphans.length;
  } finally {
    client.release();
  }
}
