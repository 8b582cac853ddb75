import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../../common/roles.js';
import { createdAt, trigram, updatedAt, version } from '../../db/columns.js';

export const roleEnum = pgEnum('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    profilePicture: text('profile_picture'),
    role: roleEnum('role').notNull().default('member'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    subscribedUser: boolean('subscribed_user').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    hasSignedInBefore: boolean('has_signed_in_before').notNull().default(false),
    tourCompletedAt: timestamp('tour_completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    index('users_name_trgm_idx').using('gin', trigram('name')),
    index('users_name_id_idx').on(t.name, t.id),
    index('users_email_trgm_idx').using('gin', trigram('email')),
  ],
);

/**
 * A reference to users written inline in a migration's SQL (`REFERENCES users(id)`), so named as
 * PostgreSQL names it rather than as drizzle-kit would.
 */
export const inlineUserReference = (table: string, column: AnyPgColumn) =>
  foreignKey({ name: `${table}_user_id_fkey`, columns: [column], foreignColumns: [users.id] });
