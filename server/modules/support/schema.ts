import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, trigram, version } from '../../db/columns.js';
import { users } from '../users/schema.js';

export const supportStatusEnum = pgEnum('support_status', ['open', 'resolved']);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    status: supportStatusEnum('status').notNull().default('open'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('support_messages_created_idx').on(t.createdAt),
    index('support_messages_name_trgm_idx').using('gin', trigram('name')),
  ],
);
