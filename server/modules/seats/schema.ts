import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * Who holds a seat in whose team: the buyer's live subscription (with `seats` above one) gives each
 * member access. A member sits in one team at most.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_members_member_unique').on(t.memberId), index('team_members_buyer_idx').on(t.buyerId)],
);

/** A mailed invitation to a seat; only its link's keyed hash is kept, and it is used once. A pending one holds a seat. */
export const seatInvites = pgTable(
  'seat_invites',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('seat_invites_hash_unique').on(t.tokenHash), index('seat_invites_buyer_idx').on(t.buyerId)],
);
