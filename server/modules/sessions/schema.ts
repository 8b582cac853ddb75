import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { inlineUserReference } from '../users/schema.js';

/**
 * Sign-in sessions: the key a sign-in issues names its row, and every call, socket and media link
 * checks the row is live (not revoked, not expired). `last_seen_at` is written at most every few minutes.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    remember: boolean('remember').notNull().default(false),
    userAgent: text('user_agent'),
    address: text('address'),
  },
  (t) => [
    inlineUserReference('sessions', t.userId).onDelete('cascade'),
    // DESC puts nulls first unless told otherwise, as the migration's index does.
    index('sessions_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Each account's security history, shown on its profile: sign-ins, failures, password and session changes. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    address: text('address'),
    userAgent: text('user_agent'),
    note: text('note'),
  },
  (t) => [
    inlineUserReference('security_events', t.userId).onDelete('cascade'),
    index('security_events_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
