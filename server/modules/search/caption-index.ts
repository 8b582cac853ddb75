import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { captionCues } from '../../db/schema.js';
import { webVttCues } from './webvtt-cues.js';

type Writer = Pick<Db, 'insert' | 'delete'>;
type Track = { key: string };

// Rows per insert: well under PostgreSQL's 65 535 parameters at four per row.
const BATCH = 1000;

/** Stores the cues of a caption file just added to a lecture, so search finds what is said in it. */
export async function indexCaptionFile(db: Writer, lectureId: number, captionKey: string, file: Buffer): Promise<void> {
  const cues = webVttCues(file.toString('utf8'));
  for (let at = 0; at < cues.length; at += BATCH) {
    await db.insert(captionCues).values(cues.slice(at, at + BATCH).map((cue) => ({ lectureId, captionKey, ...cue })));
  }
}

/** Forgets the cues of the caption files a change of the lecture's tracks removed (or replaced). */
export async function dropRemovedCaptions(db: Writer, lectureId: number, before: Track[], after: Track[]) {
  const kept = new Set(after.map((track) => track.key));
  const removed = before.map((track) => track.key).filter((key) => !kept.has(key));
  if (removed.length === 0) return;
  await db
    .delete(captionCues)
    .where(and(eq(captionCues.lectureId, lectureId), inArray(captionCues.captionKey, removed)));
}
