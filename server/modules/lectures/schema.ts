import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, trigram, updatedAt, version } from '../../db/columns.js';
import { categories, courses, tags } from '../catalogue/schema.js';

export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    videoKey: text('video_key').notNull(),
    posterKey: text('poster_key'),
    lengthSeconds: integer('length_seconds').notNull().default(0),
    order: integer('order').notNull().default(0),
    /** `[{start, title}]` in time order, from the staff form's `mm:ss Title` lines. */
    chapters: jsonb('chapters').$type<{ start: number; title: string }[]>().notNull().default([]),
    /** WebVTT caption files: `[{label, key}]`, key a media key under captions/. */
    captions: jsonb('captions').$type<{ label: string; key: string }[]>().notNull().default([]),
    /** Made by the server (a live class's replay) and hidden from members until staff publish it. */
    draft: boolean('draft').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: version(),
  },
  (t) => [
    index('lectures_category_order_idx').on(t.categoryId, t.order, t.createdAt),
    index('lectures_course_idx').on(t.courseId, t.createdAt),
    index('lectures_name_trgm_idx').using('gin', trigram('name')),
    // A lecture's name (weight A) and description (weight B), as server/modules/search/documents.ts writes them.
    index('lectures_search_idx').using(
      'gin',
      sql.raw(
        `(setweight(to_tsvector('poker_search'::regconfig, "name"), 'A') || setweight(to_tsvector('poker_search'::regconfig, "description"), 'B'))`,
      ),
    ),
    index('lectures_chapters_search_idx').using(
      'gin',
      sql.raw(`to_tsvector('poker_search'::regconfig, jsonb_path_query_array("chapters", '$[*].title'))`),
    ),
  ],
);

export const lectureTags = pgTable(
  'lecture_tags',
  {
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.lectureId, t.tagId] }), index('lecture_tags_tag_idx').on(t.tagId)],
);
