import { index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.js';
import { lectures } from '../lectures/schema.js';
import { users } from '../users/schema.js';

/** A member's timestamped note on a lecture ("My spots"): private to them. */
export const spots = pgTable(
  'spots',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    atSeconds: real('at_seconds').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('spots_user_lecture_idx').on(t.userId, t.lectureId, t.atSeconds)],
);
