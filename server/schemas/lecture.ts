import { z } from 'zod';
import { id, int32, isoDateTime } from './common.js';
import { listQuery } from './list.js';
import { text } from './text.js';

const idAndTitle = z.object({ id: z.number(), title: z.string() });

export const lectureProgressEntry = z.object({
  watchedSeconds: z.number(),
  lastPosition: z.number(),
  updatedAt: isoDateTime,
});

export const chapter = z.object({ start: z.number(), title: z.string() });
export type Chapter = z.infer<typeof chapter>;
export const captionTrack = z.object({ label: z.string(), url: z.string() });

/**
 * A lecture as every endpoint returns it (CONTRACT §3); `videoUpload` and `poster` are URLs the browser
 * loads. `hls` and `storyboard` are signed for the caller alone (null until the video is transcoded).
 */
export const lectureRecord = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  courseId: z.number(),
  categoryId: z.number(),
  tagIds: z.array(z.number()),
  videoUpload: z.string(),
  poster: z.string().nullable(),
  lectureLength: z.number(),
  order: z.number(),
  createdAt: isoDateTime,
  tags: z.array(idAndTitle),
  category: idAndTitle,
  course: idAndTitle,
  chapters: z.array(chapter),
  captions: z.array(captionTrack),
  isFavourite: z.boolean(),
  lectureProgress: z.array(lectureProgressEntry),
  hls: z.string().nullable(),
  storyboard: z.string().nullable(),
});
export type LectureRecord = z.infer<typeof lectureRecord>;
export const lectureWithMessage = lectureRecord.extend({ message: z.string() });

/** An outside http(s) URL, a media path (`/media/videos/…`) or a URL this server signed. */
export const mediaReference = text(2048, 'Please give a media URL');

const lectureFields = z.object({
  name: text(200, 'Please fill all the required fields'),
  description: text(10_000, 'Please fill all the required fields'),
  courseId: id,
  categoryId: id,
  tagIds: z.array(id).max(50).default([]),
  /** The spec's form sends either name for the video. */
  videoUrl: mediaReference.optional(),
  videoUpload: mediaReference.optional(),
  poster: mediaReference.nullable().optional(),
  order: int32().max(1_000_000).optional(),
  lectureLength: int32().optional(),
});

export const lectureBody = lectureFields.refine((body) => body.videoUrl || body.videoUpload, {
  path: ['videoUrl'],
  message: 'Please give the video (videoUrl or videoUpload)',
});
export type LectureBody = z.input<typeof lectureBody>;
/** A lecture's fields as the server reads them (after defaults and coercion). */
export type LectureData = z.output<typeof lectureFields>;
export const lecturePatch = lectureFields.partial().extend({ tagIds: z.array(id).max(50).optional() });
export type LecturePatch = z.input<typeof lecturePatch>;

export const lectureListQuery = listQuery(['id', 'name', 'order', 'createdAt']).extend({
  courseId: id.optional(),
  categoryId: id.optional(),
});
export const lectureList = z.array(lectureRecord);
/** The lecture after this one in its course and category, for "Up next" (issue 11); null after the last. */
export const nextLectureResponse = z.object({ next: lectureRecord.nullable() });
export type NextLectureResponse = z.infer<typeof nextLectureResponse>;
