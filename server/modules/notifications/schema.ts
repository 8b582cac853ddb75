import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, trigram, version } from '../../db/columns.js';
import { users } from '../users/schema.js';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    isForAllUsers: boolean('is_for_all_users').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_title_trgm_idx').using('gin', trigram('title')),
  ],
);

/** Who a notification is for, and when they read it. For all-user notifications a row appears on read. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_recipients_user_idx').on(t.userId),
  ],
);
