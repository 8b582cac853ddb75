import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { liveClasses } from '../live/schema.js';
import { users } from '../users/schema.js';

/**
 * A message in a live class's chat; `isQuestion` marks one for the coach, which members up-vote.
 * `keptAt`: when a question became a question in the replay lecture's discussion, which happens once.
 */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    byStaff: boolean('by_staff').notNull().default(false),
    body: text('body').notNull(),
    isQuestion: boolean('is_question').notNull().default(false),
    createdAt: createdAt(),
    keptAt: timestamp('kept_at', { withTimezone: true }),
  },
  (t) => [index('live_chat_messages_class_idx').on(t.classId, t.id)],
);

/** A member's mark on a message, at most one each: an up-vote of a question, or a flag for staff to look at. */
const oncePerMember = (name: string) =>
  pgTable(
    name,
    {
      messageId: integer('message_id')
        .notNull()
        .references(() => liveChatMessages.id, { onDelete: 'cascade' }),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
  );

export const liveChatVotes = oncePerMember('live_chat_votes');
export const liveChatFlags = oncePerMember('live_chat_flags');

/** A member staff muted in one class's chat: their messages there are refused. */
export const liveChatMutes = pgTable(
  'live_chat_mutes',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedBy: integer('muted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_chat_mutes_class_user_idx').on(t.classId, t.userId)],
);

/** A class's chat settings staff set; a class without a row has slow mode off. */
export const liveChatSettings = pgTable('live_chat_settings', {
  id: integer('id')
    .primaryKey()
    .references(() => liveClasses.id, { onDelete: 'cascade' }),
  slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
});
