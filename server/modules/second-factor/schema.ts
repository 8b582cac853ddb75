import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * An account's authenticator app: the TOTP secret sealed with a key of its own (never stored in the
 * clear), active once confirmed with a code; the last time step used, so a code is never taken twice.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, only their keyed hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys): the public key (base64url) and the authenticator's signature counter. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_unique').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

export const MFA_CHALLENGE_PURPOSES = ['sign-in', 'enrol', 'passkey-register', 'passkey-sign-in'] as const;

export type MfaChallengePurpose = (typeof MFA_CHALLENGE_PURPOSES)[number];

/**
 * Short-lived, single-use steps between a request and its completion: a sign-in waiting for its second
 * factor (or, for staff who must have one, its enrolment) and WebAuthn ceremonies. Only a keyed hash of
 * the token handed to the client is stored.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: MFA_CHALLENGE_PURPOSES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    webauthnChallenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mfa_challenges_token_hash_unique').on(t.tokenHash),
    index('mfa_challenges_expires_at_idx').on(t.expiresAt),
    check(
      'mfa_challenges_purpose_check',
      sql`${t.purpose} in ('sign-in', 'enrol', 'passkey-register', 'passkey-sign-in')`,
    ),
  ],
);
