import { sql } from 'drizzle-orm';
import { boolean, integer, pgEnum, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';

export const transcodeStatusEnum = pgEnum('transcode_status', ['queued', 'running', 'done', 'failed']);

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
