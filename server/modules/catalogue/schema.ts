import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, trigram, updatedAt, version } from '../../db/columns.js';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  () => [index('courses_title_trgm_idx').using('gin', trigram('title'))],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
  version: version(),
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    version: version(),
  },
  () => [index('tags_search_idx').using('gin', sql.raw(`to_tsvector('poker_search'::regconfig, "title")`))],
);
