import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ParsedHand } from '../../common/hand-history.js';
import { ROLES } from '../../common/roles.js';

/** The data model. Changing it takes a migration: docs/DATABASE.md. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** How many times the fields a staff form shows were written (a trigger counts): the record's ETag. */
const version = () => integer('version').notNull().default(1);
const trigram = (column: string) => sql.raw(`${column} gin_trgm_ops`);
/**
 * A reference to users written inline in a migration's SQL (`REFERENCES users(id)`), so named as
 * PostgreSQL names it rather than as drizzle-kit would.
 */
const inlineUserReference = (table: string, column: AnyPgColumn) =>
  foreignKey({ name: `${table}_user_id_fkey`, columns: [column], foreignColumns: [users.id] });

export const roleEnum = pgEnum('role', ROLES);
export const emailTokenKindEnum = pgEnum('email_token_kind', ['verify', 'reset', 'code']);
export const supportStatusEnum = pgEnum('support_status', ['open', 'resolved']);
export const paymentProviderEnum = pgEnum('payment_provider', ['local', 'stripe']);
export const uploadStatusEnum = pgEnum('upload_status', ['receiving', 'processing', 'done', 'error']);
export const transcodeStatusEnum = pgEnum('transcode_status', ['queued', 'running', 'done', 'failed']);

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

/** Shared budgets' counters when no Redis serves them (services/budgets.ts): one fixed window per key. */
export const budgetCounters = pgTable(
  'budget_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [index('budget_counters_window_ends_idx').on(t.windowEnds)],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  () => [index('courses_title_trgm_idx').using('gin', trigram('title'))],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
  version: version(),
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    version: version(),
  },
  () => [index('tags_search_idx').using('gin', sql.raw(`to_tsvector('poker_search'::regconfig, "title")`))],
);

export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    videoKey: text('video_key').notNull(),
    posterKey: text('poster_key'),
    lengthSeconds: integer('length_seconds').notNull().default(0),
    order: integer('order').notNull().default(0),
    /** `[{start, title}]` in time order, from the staff form's `mm:ss Title` lines. */
    chapters: jsonb('chapters').$type<{ start: number; title: string }[]>().notNull().default([]),
    /** WebVTT caption files: `[{label, key}]`, key a media key under captions/. */
    captions: jsonb('captions').$type<{ label: string; key: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: version(),
  },
  (t) => [
    index('lectures_category_order_idx').on(t.categoryId, t.order, t.createdAt),
    index('lectures_course_idx').on(t.courseId, t.createdAt),
    index('lectures_name_trgm_idx').using('gin', trigram('name')),
    // A lecture's name (weight A) and description (weight B), as server/modules/search/documents.ts writes them.
    index('lectures_search_idx').using(
      'gin',
      sql.raw(
        `(setweight(to_tsvector('poker_search'::regconfig, "name"), 'A') || setweight(to_tsvector('poker_search'::regconfig, "description"), 'B'))`,
      ),
    ),
    index('lectures_chapters_search_idx').using(
      'gin',
      sql.raw(`to_tsvector('poker_search'::regconfig, jsonb_path_query_array("chapters", '$[*].title'))`),
    ),
  ],
);

export const lectureTags = pgTable(
  'lecture_tags',
  {
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.lectureId, t.tagId] }), index('lecture_tags_tag_idx').on(t.tagId)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourites_user_lecture_unique').on(t.userId, t.lectureId)],
);

export const progress = pgTable(
  'progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    watchedSeconds: real('watched_seconds').notNull().default(0),
    lastPosition: real('last_position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('progress_user_lecture_unique').on(t.userId, t.lectureId)],
);

/** A member's timestamped note on a lecture ("My spots"): private to them. */
export const spots = pgTable(
  'spots',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    atSeconds: real('at_seconds').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('spots_user_lecture_idx').on(t.userId, t.lectureId, t.atSeconds)],
);

/** Seconds newly watched, with when: the dashboard's weekly changes come from here. */
export const watchLog = pgTable(
  'watch_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    seconds: real('seconds').notNull(),
    completed: boolean('completed').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('watch_log_user_at_idx').on(t.userId, t.at),
    index('watch_log_at_idx').on(t.at),
    index('watch_log_lecture_at_idx').on(t.lectureId, t.at),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('promotions_window_idx').on(t.startsAt, t.endsAt)],
);

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

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_unique').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
    // A member never holds two live subscriptions.
    uniqueIndex('subscriptions_one_live_per_user')
      .on(t.userId)
      .where(sql`status in ('active', 'trialing', 'past_due')`),
    // Nor two unpaid ones: a burst of Select Plan clicks resumes the one it started.
    uniqueIndex('subscriptions_one_incomplete_per_user')
      .on(t.userId)
      .where(sql`status = 'incomplete'`),
  ],
);

/** Each provider event id is applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: paymentProviderEnum('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_unique').on(t.provider, t.eventId)],
);

/** The local test gateway's PaymentIntents (Stripe's flow without the network). */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull().default('requires_payment_method'),
  paymentMethodId: text('payment_method_id'),
  createdAt: createdAt(),
});

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  connectionId: text('connection_id').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  totalChunks: integer('total_chunks').notNull(),
  receivedChunks: integer('received_chunks')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  status: uploadStatusEnum('status').notNull().default('receiving'),
  videoKey: text('video_key'),
  posterKey: text('poster_key'),
  lengthSeconds: integer('length_seconds'),
  error: text('error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The HLS ladder made from one stored video, keyed by its media key so any lecture using
 * the video plays it. The job queue runs the work; this row is what staff and the catalogue read.
 */
export const transcodes = pgTable('transcodes', {
  videoKey: text('video_key').primaryKey(),
  status: transcodeStatusEnum('status').notNull().default('queued'),
  /** 0…1 while running. */
  progress: real('progress').notNull().default(0),
  error: text('error'),
  /** Folder key of the ladder: `<hlsKey>master.m3u8`, `<hlsKey>storyboard.vtt`. */
  hlsKey: text('hls_key'),
  hasStoryboard: boolean('has_storyboard').notNull().default(false),
  /** Heights of the rungs made, highest first. */
  rungs: integer('rungs')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

/**
 * When each membership started, was cancelled and ended (for the staff overview): written by the
 * `subscriptions_history` trigger of migration 0009 on every change of a subscriptions row.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'started' | 'cancelled' | 'ended'>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscription_events_once').on(t.subscriptionId, t.kind),
    index('subscription_events_kind_at_idx').on(t.kind, t.at),
    check('subscription_events_kind_check', sql`${t.kind} IN ('started', 'cancelled', 'ended')`),
  ],
);

/** A preflop range chart on a lecture: the 169 hands' action mixes, in the lecture's order. */
export const rangeCharts = pgTable(
  'range_charts',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    cells: jsonb('cells').$type<Record<string, Partial<Record<'raise' | 'call' | 'fold', number>>>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('range_charts_lecture_idx').on(t.lectureId, t.position, t.id)],
);

/**
 * Hand histories staff attach to a lecture at a moment of its video: the text as pasted or uploaded,
 * and the hand it parsed to (common/hand-history.ts), which members replay. Deleted with the lecture.
 */
export const handHistories = pgTable(
  'hand_histories',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    momentSeconds: integer('moment_seconds').notNull(),
    original: text('original').notNull(),
    hand: jsonb('hand').$type<ParsedHand>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('hand_histories_lecture_idx').on(t.lectureId, t.momentSeconds, t.id)],
);

/** A text search vector; written only by PostgreSQL (generated columns), read only in its queries. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search: each cue of a lecture's caption files, so a search finds the second a word
 * is said. Written when a caption file is uploaded, deleted with it. The text search configuration
 * `poker_search` (migration 0007) stems English words and drops accents; lectures, their chapters and
 * tags are searched through expression indexes of that migration.
 */
export const captionCues = pgTable(
  'caption_cues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** The caption file's media key (lectures.captions[].key). */
    captionKey: text('caption_key').notNull(),
    startSeconds: real('start_seconds').notNull(),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('poker_search'::regconfig, "text")`),
  },
  (t) => [
    index('caption_cues_search_idx').using('gin', t.search),
    index('caption_cues_lecture_key_idx').on(t.lectureId, t.captionKey),
  ],
);

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

/**
 * Each picture uploaded through image-upload: the uploader's daily quota counts these rows, and the
 * hourly sweep removes the file of one no record uses after a grace period (`removedAt`), the row
 * staying until its day has passed.
 */
export const pictureUploads = pgTable(
  'picture_uploads',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id'),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    inlineUserReference('picture_uploads', t.userId).onDelete('set null'),
    index('picture_uploads_user_created_idx').on(t.userId, t.createdAt),
    index('picture_uploads_kept_created_idx')
      .on(t.createdAt)
      .where(sql`${t.removedAt} is null`),
  ],
);

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

/** One option of a decision: its label (`Raise to 9 bb`) and the strategy's share of it in percent. */
export interface DecisionOption {
  label: string;
  share: number;
}

/** A decision point a coach placed in a lecture: the spot at that moment and the options' shares. */
export const decisions = pgTable(
  'decisions',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    atSeconds: real('at_seconds').notNull(),
    game: text('game').$type<'NLHE' | 'PLO'>().notNull(),
    positions: text('positions').notNull(),
    stacksBb: real('stacks_bb').notNull(),
    potBb: real('pot_bb').notNull(),
    heroCards: jsonb('hero_cards').$type<string[]>().notNull(),
    board: jsonb('board').$type<string[]>().notNull(),
    action: text('action').notNull(),
    options: jsonb('options').$type<DecisionOption[]>().notNull(),
    explanation: text('explanation').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('decisions_lecture_idx').on(t.lectureId, t.atSeconds, t.id),
    check('decisions_game_check', sql`${t.game} IN ('NLHE', 'PLO')`),
  ],
);

/** A member's first answer to a decision: the stats count it; later tries only feed their review deck. */
export const decisionAnswers = pgTable(
  'decision_answers',
  {
    id: serial('id').primaryKey(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => decisions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionIndex: integer('option_index').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('decision_answers_once').on(t.decisionId, t.userId),
    index('decision_answers_user_idx').on(t.userId),
    index('decision_answers_answered_idx').on(t.answeredAt),
  ],
);

/** A card of a member's review deck: a decision and its FSRS memory state (ts-fsrs's `Card`). */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => decisions.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_cards_once').on(t.userId, t.decisionId),
    index('review_cards_user_due_idx').on(t.userId, t.due),
  ],
);

/** Each rating a member gave a card: their streak of days reviewed is read from it. */
export const reviewLog = pgTable(
  'review_log',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    nextDue: timestamp('next_due', { withTimezone: true }).notNull(),
  },
  (t) => [index('review_log_user_reviewed_idx').on(t.userId, t.reviewedAt)],
);

/**
 * Lecture discussions: a question or comment under a lecture (`threadId` null, optionally at a moment
 * of its video) or a reply to one (replies go one level deep). `answerId` on a question names the reply
 * marked as its answer; `byStaff` marks a coach's post.
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

/**
 * Every staff write, one row per record changed, written in the write's own transaction: who (id and
 * the email they had then), from which address, the area and record, the action, and the changed
 * fields before and after. Append-only: the database refuses updates, deletes and truncation (migration
 * 0022), and no foreign key ties it to users, so nothing cascades into it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    address: text('address'),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** A child record's parent (a decision's lecture): its History lists the child's entries too. */
    parentResource: text('parent_resource'),
    parentId: text('parent_id'),
  },
  (t) => [
    index('audit_log_record_idx').on(t.resource, t.recordId, t.id.desc().nullsFirst()),
    index('audit_log_parent_idx').on(t.parentResource, t.parentId, t.id.desc().nullsFirst()),
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
