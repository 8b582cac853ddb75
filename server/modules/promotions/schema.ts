import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, version } from '../../db/columns.js';

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('promotions_window_idx').on(t.startsAt, t.endsAt)],
);
