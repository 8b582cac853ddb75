import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { inlineUserReference } from '../users/schema.js';

/**
 * Each picture uploaded through image-upload: the uploader's daily quota counts these rows, and the
 * hourly sweep removes the file of one no record uses after a grace period (`removedAt`), the row
 * staying until its day has passed.
 */
export const pictureUploads = pgTable(
  'picture_uploads',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id'),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    inlineUserReference('picture_uploads', t.userId).onDelete('set null'),
    index('picture_uploads_user_created_idx').on(t.userId, t.createdAt),
    index('picture_uploads_kept_created_idx')
      .on(t.createdAt)
      .where(sql`${t.removedAt} is null`),
  ],
);
