import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * The weekly digest: on for everyone unless a row here says the member turned it off
 * (on the profile or by the mail's unsubscribe link).
 */
export const digestOptOuts = pgTable('digest_opt_outs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Each (member, ISO week) digest sent: the key that makes a re-run or a second worker send nothing. */
export const digestSends = pgTable(
  'digest_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO week label, e.g. `2026-W03`. */
    week: text('week').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);
