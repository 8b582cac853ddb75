import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { lectures } from '../lectures/schema.js';

/** A text search vector; written only by PostgreSQL (generated columns), read only in its queries. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search: each cue of a lecture's caption files, so a search finds the second a word
 * is said. Written when a caption file is uploaded, deleted with it. The text search configuration
 * `poker_search` (migration 0007) stems English words and drops accents; lectures, their chapters and
 * tags are searched through expression indexes of that migration.
 */
export const captionCues = pgTable(
  'caption_cues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** The caption file's media key (lectures.captions[].key). */
    captionKey: text('caption_key').notNull(),
    startSeconds: real('start_seconds').notNull(),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('poker_search'::regconfig, "text")`),
  },
  (t) => [
    index('caption_cues_search_idx').using('gin', t.search),
    index('caption_cues_lecture_key_idx').on(t.lectureId, t.captionKey),
  ],
);
