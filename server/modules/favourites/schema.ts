import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { lectures } from '../lectures/schema.js';
import { users } from '../users/schema.js';

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourites_user_lecture_unique').on(t.userId, t.lectureId)],
);
