import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { captionCues } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { BudgetedWorker, OverBudget } from '../../services/budgeted-worker.js';
import type { CaptionCue } from './webvtt-cues.js';

type Writer = Pick<Db, 'insert' | 'delete'>;
type Track = { key: string };

// Rows per insert: well under PostgreSQL's 65 535 parameters at four per row.
const BATCH = 1000;

// Reading a 512 KB file of markup or white space takes a busy machine hundreds of milliseconds (a regular
// expression's replacements, linear but many): on a thread of its own, so no request waits behind it
// (docs/ARCHITECTURE.md, "Parsing outside text"), within a budget no file nears. Unreferenced, it needs no closing.
const CUES_BUDGET_MS = 2_000;
const cueReader = new BudgetedWorker<string, CaptionCue[]>(
  new URL('./caption-cues-worker.ts', import.meta.url),
  CUES_BUDGET_MS,
);

async function cuesOf(file: Buffer): Promise<CaptionCue[]> {
  try {
    return await cueReader.run(file.toString('utf8'));
  } catch (error) {
    if (error instanceof OverBudget)
      throw badRequest(`file: reading these captions took over ${CUES_BUDGET_MS / 1000} s`, { field: 'file' });
    throw error;
  }
}

/** Stores the cues of a caption file just added to a lecture, so search finds what is said in it. */
export async function indexCaptionFile(db: Writer, lectureId: number, captionKey: string, file: Buffer): Promise<void> {
  const cues = await cuesOf(file);
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
