import { boolean, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LIVE_STATUSES } from '../../../common/live.js';
import { createdAt, version } from '../../db/columns.js';
import { categories, courses } from '../catalogue/schema.js';
import { lectures } from '../lectures/schema.js';
import { users } from '../users/schema.js';

export const liveStatus = pgEnum('live_status', LIVE_STATUSES);

/** A scheduled live class: what members see coming on the Live page, and are reminded of when it starts. */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id),
    /** An uploaded picture (`/media/images/…`) or an http(s) URL, as promotions' images. */
    poster: text('poster'),
    status: liveStatus('status').notNull().default('scheduled'),
    /** When members were told it started: set once, by whichever reminder run claimed it first. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The SHA-256 of the class's stream key: the key itself is shown once, to staff, and never stored. */
    streamKeyHash: text('stream_key_hash').unique(),
    /** Whether members get new pictures now: false while a live class waits for its coach to reconnect, or for its encoder to restart. */
    publishing: boolean('publishing').notNull().default(false),
    wentLiveAt: timestamp('went_live_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The draft lecture made of the class's recording. */
    replayLectureId: integer('replay_lecture_id').references(() => lectures.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('live_classes_starts_idx').on(t.startsAt)],
);

/**
 * A chapter marker the coach added while the class was live: its title and how far into the class, in
 * seconds from `wentLiveAt`. The replay lecture's chapters are made of them.
 */
export const liveMarkers = pgTable(
  'live_markers',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    offsetSeconds: integer('offset_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_markers_class_idx').on(t.classId, t.offsetSeconds)],
);

/**
 * What each app process knows of a live class now, written every few seconds (its heartbeat): the
 * members it served a playlist lately and, from the ingest's process, the ingest bitrate. Any process
 * answers staff's figures from the fresh rows, so all answer the same; a stopped process's rows go stale.
 */
export const liveFigures = pgTable(
  'live_figures',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    /** A random id the process took at start. */
    process: text('process').notNull(),
    viewerIds: integer('viewer_ids').array().notNull(),
    bitrateKbps: integer('bitrate_kbps'),
    /** Frames the publisher dropped before sending, from the ingest's process; null while unknown. */
    droppedFrames: integer('dropped_frames'),
    heardAt: timestamp('heard_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.process] })],
);

/** Live class reminders: on for everyone unless a row here says the member turned them off on the profile. */
export const liveReminderOptOuts = pgTable('live_reminder_opt_outs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
