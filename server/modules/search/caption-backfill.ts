import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { lectures } from '../lectures/schema.js';
import { indexCaptionFile } from './caption-index.js';
import { captionCues } from './schema.js';

type Unindexed = { lectureId: number; key: string };

/**
 * Caption files stored before search existed (migration 0007) have no cues, so search cannot find
 * what is said in them: reads each such file once and indexes it. Run as a worker starts; after the
 * first run it is one query finding nothing (a file without a single cue is read again each start).
 * Returns how many files it indexed, once this process's search answers have heard of them.
 */
export async function indexUnindexedCaptions(deps: Pick<AppDeps, 'db' | 'media' | 'changeFeed'>): Promise<number> {
  const { rows } = await deps.db.execute<Unindexed>(sql`
    select l.id as "lectureId", track->>'key' as key
      from lectures l cross join jsonb_array_elements(l.captions) track
     where not exists (select 1 from caption_cues cue
                        where cue.lecture_id = l.id and cue.caption_key = track->>'key')`);
  let indexed = 0;
  for (const { lectureId, key } of rows) {
    if (await indexOne(deps, lectureId, key)) indexed += 1;
  }
  if (indexed > 0) await deps.changeFeed.sync();
  return indexed;
}

/**
 * Under the lecture's row lock, as a staff caption change takes it: a file removed meanwhile is not
 * indexed, and two workers starting together index it once.
 */
async function indexOne({ db, media }: Pick<AppDeps, 'db' | 'media'>, lectureId: number, key: string) {
  return db.transaction(async (tx) => {
    const [lecture] = await tx
      .select({ captions: lectures.captions })
      .from(lectures)
      .where(eq(lectures.id, lectureId))
      .for('update');
    if (!lecture?.captions.some((track) => track.key === key)) return false;
    const [cue] = await tx
      .select({ one: sql`1` })
      .from(captionCues)
      .where(and(eq(captionCues.lectureId, lectureId), eq(captionCues.captionKey, key)))
      .limit(1);
    if (cue) return false;
    const file = await media.read(key);
    if (!file) return false;
    await indexCaptionFile(tx, lectureId, key, file);
    return true;
  });
}
