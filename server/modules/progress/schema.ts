import { bigserial, boolean, index, integer, pgTable, real, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.js';
import { lectures } from '../lectures/schema.js';
import { users } from '../users/schema.js';

export const progress = pgTable(
  'progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    watchedSeconds: real('watched_seconds').notNull().default(0),
    lastPosition: real('last_position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('progress_user_lecture_unique').on(t.userId, t.lectureId)],
);

/** Seconds newly watched, with when: the dashboard's weekly changes come from here. */
export const watchLog = pgTable(
  'watch_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    seconds: real('seconds').notNull(),
    completed: boolean('completed').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('watch_log_user_at_idx').on(t.userId, t.at),
    index('watch_log_at_idx').on(t.at),
    index('watch_log_lecture_at_idx').on(t.lectureId, t.at),
  ],
);
