import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.js';
import { forgetUploads, receivingUploads } from './uploads-store.js';

/** An upload untouched this long is abandoned: a live one gets a chunk every few minutes at worst. */
export const UPLOAD_STAGING_MAX_AGE_MS = 24 * 3600_000;

// Staging entries are named after their upload: `<id>/`, `<id>.mp4`, `<id>.mp4.tmp`, `<id>.mp4.jpg`.
const ownerOf = (name: string) => name.replace(/\.mp4(\.tmp|\.jpg)?$/, '');

export interface SweepOptions {
  now: Date;
  /** At start no request of this process runs yet: staging of no upload still receiving is an orphan. */
  atStart: boolean;
}

/**
 * Bounds the staging space under DATA_DIR/uploads: removes what abandoned uploads left there and
 * forgets their rows, so a client asking to resume one starts it again instead of skipping chunks
 * that are gone. Returns the names removed.
 */
export async function sweepUploads(dataDir: string, db: Db, { now, atStart }: SweepOptions): Promise<string[]> {
  const folder = path.join(dataDir, 'uploads');
  const cutoff = new Date(now.getTime() - UPLOAD_STAGING_MAX_AGE_MS);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const live = atStart ? await receivingUploads(db) : undefined;
  const stale = new Set<string>();
  for (const name of names) {
    const stat = await fs.stat(path.join(folder, name)).catch(() => null);
    // Writing a chunk moves the mtime of its file or folder; a crash's leftovers belong to no live upload.
    if (stat && (stat.mtime < cutoff || (live && !live.has(ownerOf(name))))) stale.add(name);
  }
  const forgottenIds = await forgetUploads(db, cutoff, [...stale].map(ownerOf));
  const removed = names.filter((name) => stale.has(name) || forgottenIds.has(ownerOf(name)));
  await Promise.all(removed.map((name) => fs.rm(path.join(folder, name), { recursive: true, force: true })));
  return removed;
}

/**
 * The sweep at start-up, before the app listens: leftovers of a crash of this machine's processes.
 * The hourly sweep is a scheduled job (server/jobs), run by whichever worker takes it.
 */
export async function sweepAtStart(
  dataDir: string,
  db: Db,
  now: () => Date,
  log: (line: string) => void,
): Promise<void> {
  const removed = await sweepUploads(dataDir, db, { now: now(), atStart: true });
  if (removed.length > 0)
    log(`removed ${removed.length} abandoned upload file(s) from ${path.join(dataDir, 'uploads')}`);
}
