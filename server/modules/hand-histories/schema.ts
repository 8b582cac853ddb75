import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ParsedHand } from '../../../common/hand-histories.js';
import { createdAt, updatedAt } from '../../db/columns.js';
import { lectures } from '../lectures/schema.js';

/**
 * Hand histories staff attach to a lecture at a moment of its video: the text as pasted or uploaded,
 * and the hand it parsed to (common/hand-histories.ts), which members replay. Deleted with the lecture.
 */
export const handHistories = pgTable(
  'hand_histories',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    momentSeconds: integer('moment_seconds').notNull(),
    original: text('original').notNull(),
    hand: jsonb('hand').$type<ParsedHand>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('hand_histories_lecture_idx').on(t.lectureId, t.momentSeconds, t.id)],
);
