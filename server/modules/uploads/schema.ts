import { sql } from 'drizzle-orm';
import { integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

export const uploadStatusEnum = pgEnum('upload_status', ['receiving', 'processing', 'done', 'error']);

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  connectionId: text('connection_id').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  totalChunks: integer('total_chunks').notNull(),
  receivedChunks: integer('received_chunks')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  status: uploadStatusEnum('status').notNull().default('receiving'),
  videoKey: text('video_key'),
  posterKey: text('poster_key'),
  lengthSeconds: integer('length_seconds'),
  error: text('error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
