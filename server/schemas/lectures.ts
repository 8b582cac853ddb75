import { z } from 'zod';
import { DEFAULT_CAPTION_LABEL, MAX_CAPTION_LABEL } from '../../common/captions.js';
import {
  checkChapters,
  formatChapterTime,
  MAX_CHAPTER_START,
  MAX_CHAPTER_TITLE,
  MAX_CHAPTERS,
  MAX_CHAPTERS_TEXT,
  parseChapters,
} from '../../common/chapters.js';
import { MAX_LECTURE_DESCRIPTION, MAX_MEDIA_REFERENCE, MAX_TITLE } from '../../common/limits.js';
import { id, idParams, int32, isoDateTime } from './common.js';
import { listQuery } from './list.js';
import { text } from './text.js';

const idAndTitle = z.object({ id: z.number(), title: z.string() });

export const lectureProgressEntry = z.object({
  watchedSeconds: z.number(),
  lastPosition: z.number(),
  updatedAt: isoDateTime,
});

export const chapter = z.object({ start: z.number(), title: z.string() });
export const captionTrack = z.object({ label: z.string(), url: z.string() });

/**
 * A lecture as every endpoint returns it (docs/API.md#records); `videoUpload` and `poster` are URLs the browser
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
  /** Hidden from members until staff publish it (a live class's replay starts as one): members only ever see false. */
  draft: z.boolean(),
});
export type LectureRecord = z.infer<typeof lectureRecord>;
export const lectureWithMessage = lectureRecord.extend({ message: z.string() });

/** An outside http(s) URL, a media path (`/media/videos/…`) or a URL this server signed. */
export const mediaReference = text(MAX_MEDIA_REFERENCE, 'Please give a media URL');

/**
 * Chapters as the staff form's text (`mm:ss Title` a line) or as the API returns them, checked by
 * the parser the form uses, so both name the same line; stored as `[{start, title}]` in time order.
 */
export const chaptersField = z
  .union(
    [
      z.string().max(MAX_CHAPTERS_TEXT, `Must be at most ${MAX_CHAPTERS_TEXT} characters`),
      z
        .array(
          z.object({
            start: z
              .number()
              .min(0, 'Must be 0 or more seconds')
              .max(MAX_CHAPTER_START, `Must be at most ${formatChapterTime(MAX_CHAPTER_START)}`),
            title: z.string().max(MAX_CHAPTER_TITLE, `Must be at most ${MAX_CHAPTER_TITLE} characters`),
          }),
        )
        .max(MAX_CHAPTERS, `at most ${MAX_CHAPTERS} chapters`),
    ],
    { error: 'Please give chapters as text, one `mm:ss Title` a line' },
  )
  .transform((value, context) => {
    const result = typeof value === 'string' ? parseChapters(value) : checkChapters(value);
    if (result.error === undefined) return result.chapters;
    context.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });

const lectureFields = z.object({
  name: text(MAX_TITLE, 'Please fill all the required fields'),
  description: text(MAX_LECTURE_DESCRIPTION, 'Please fill all the required fields'),
  courseId: id,
  categoryId: id,
  tagIds: z.array(id).max(50).default([]),
  /** The video under either name: `videoUrl` for a link typed in, `videoUpload` for the chunked upload's answer. */
  videoUrl: mediaReference.optional(),
  videoUpload: mediaReference.optional(),
  poster: mediaReference.nullable().optional(),
  order: int32().max(1_000_000).optional(),
  lectureLength: int32().optional(),
  chapters: chaptersField.optional(),
});

export const lectureBody = lectureFields.refine((body) => body.videoUrl || body.videoUpload, {
  path: ['videoUrl'],
  message: 'Please give the video (videoUrl or videoUpload)',
});
/** A lecture's fields as the server reads them (after defaults and coercion). */
export type LectureData = z.output<typeof lectureFields>;
export const lecturePatch = lectureFields.partial().extend({
  tagIds: z.array(id).max(50).optional(),
  /** False publishes a draft to members; true takes a lecture back from them. */
  draft: z.boolean().optional(),
});
/** A patch as the server reads it: chapters parsed into `[{start, title}]`. */
export type LecturePatchData = z.output<typeof lecturePatch>;

export const lectureListQuery = listQuery([
  'id',
  'name',
  'course',
  'category',
  'lectureLength',
  'order',
  'createdAt',
]).extend({
  courseId: id.optional(),
  categoryId: id.optional(),
});
export const lectureList = z.array(lectureRecord);
/** The lecture after this one in its course and category, for "Up next"; null after the last. */
export const nextLectureResponse = z.object({ next: lectureRecord.nullable() });
export type NextLectureResponse = z.infer<typeof nextLectureResponse>;

/** `lectures/{id}/captions/{index}`: a track by its place in the lecture's list, from 0. */
export const captionParams = idParams.extend({ index: int32(0) });
/** The upload's text field beside the file; a blank or missing label is the default. */
export const captionFields = z.object({
  label: text(MAX_CAPTION_LABEL)
    .optional()
    .transform((label) => label || DEFAULT_CAPTION_LABEL),
});
