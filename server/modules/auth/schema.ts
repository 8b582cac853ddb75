import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

export const emailTokenKindEnum = pgEnum('email_token_kind', ['verify', 'reset', 'code']);

/** Verification links, reset links and 4-digit codes: only their keyed hashes are stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: emailTokenKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_kind_idx').on(t.userId, t.kind),
  ],
);
