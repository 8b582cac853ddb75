import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { lectures } from '../lectures/schema.js';

/** A preflop range chart on a lecture: the 169 hands' action mixes, in the lecture's order. */
export const rangeCharts = pgTable(
  'range_charts',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    cells: jsonb('cells').$type<Record<string, Partial<Record<'raise' | 'call' | 'fold', number>>>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('range_charts_lecture_idx').on(t.lectureId, t.position, t.id)],
);
