import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ParsedHand } from '../../../common/hand-histories.js';
import { createdAt } from '../../db/columns.js';
import { lectures } from '../lectures/schema.js';
import { users } from '../users/schema.js';

/**
 * Lecture discussions: a question or comment under a lecture (`threadId` null, optionally at a moment
 * of its video) or a reply to one (replies go one level deep). `answerId` on a question names the reply
 * marked as its answer; `byStaff` marks a coach's post. A question may carry a member's hand for review:
 * `hand` as parsed (players named by position unless the member kept their names), and `handText`, the
 * history as pasted, only when the names were kept.
 */
export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id').references((): AnyPgColumn => discussionPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    byStaff: boolean('by_staff').notNull().default(false),
    body: text('body').notNull(),
    momentSeconds: integer('moment_seconds'),
    hand: jsonb('hand').$type<ParsedHand>(),
    handText: text('hand_text'),
    answerId: integer('answer_id').references((): AnyPgColumn => discussionPosts.id, { onDelete: 'set null' }),
    hidden: boolean('hidden').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('discussion_posts_lecture_created_idx')
      .on(t.lectureId, t.createdAt)
      .where(sql`${t.threadId} is null`),
    index('discussion_posts_thread_idx').on(t.threadId),
    index('discussion_posts_created_idx').on(t.createdAt),
  ],
);

/** A member's "helpful" vote on a post, once each: "most helpful" orders questions by these. */
export const discussionVotes = pgTable(
  'discussion_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** A member's report of a post, with their reason; open until staff resolve it (hide, delete or dismiss). */
export const discussionReports = pgTable(
  'discussion_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discussion_reports_post_user_unique').on(t.postId, t.userId),
    index('discussion_reports_open_idx')
      .on(t.postId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
