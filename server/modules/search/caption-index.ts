import { and, eq, inArray, sql } from 'drizzle-orm';
import { siblingModule } from '../../../build/source-tree.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { BudgetedWorker, OverBudget } from '../../services/budgeted-worker.js';
import type { ChangeKind } from '../../services/change-feed.js';
import type { CueColumns } from './cue-columns.js';
import { captionCues } from './schema.js';

type Writer = Pick<Db, 'execute' | 'delete'>;

/** The cues' trigger (migration 0037) says `captions`, naming nobody: every kept search answer is made again. */
export const RAISES = ['captions'] as const satisfies readonly ChangeKind[];
type Track = { key: string };

// Reading a 512 KB file of markup or white space takes a busy machine hundreds of milliseconds (a regular
// expression's replacements, linear but many): on a thread of its own, so no request waits behind it
// (docs/ARCHITECTURE.md, "Parsing outside text"), within a budget no file nears. Unreferenced, it needs no closing.
const CUES_BUDGET_MS = 2_000;
const cueReader = new BudgetedWorker<string, CueColumns>(
  siblingModule(import.meta.url, 'caption-cues-worker'),
  CUES_BUDGET_MS,
);

async function cuesOf(file: Buffer): Promise<CueColumns> {
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
  if (cues.count === 0) return;
  // One statement with two arrays, written on the reader's thread: building a 1 000-row insert's parameters
  // took Drizzle 70-130 ms of the event loop here, and a 512 KB file holds some 19 000 cues.
  await db.execute(sql`
    insert into ${captionCues} (lecture_id, caption_key, start_seconds, text)
    select ${lectureId}, ${captionKey}, cue.start_seconds, cue.text
    from unnest(${cues.startSeconds}::real[], ${cues.texts}::text[])
      as cue(start_seconds, text)`);
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
