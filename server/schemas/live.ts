import { z } from 'zod';
import { MAX_DESCRIPTION, MAX_LIVE_MARKER_TITLE, MAX_TITLE } from '../../common/limits.js';
import {
  DEFAULT_LIVE_MINUTES,
  LIVE_STATUSES,
  LIVE_TEXTS,
  MAX_LIVE_MINUTES,
  MIN_LIVE_MINUTES,
} from '../../common/live.js';
import { id, int32, isoDateTime, moment, patchOf } from './common.js';
import { mediaReference } from './lectures.js';
import { listQuery } from './list.js';
import { text } from './text.js';

export { LIVE_TEXTS };

const idAndTitle = z.object({ id: z.number(), title: z.string() });

/** A live class as staff and members read it; `endsAt` is its start plus the expected duration. */
export const liveClassRecord = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  course: idAndTitle.nullable(),
  category: idAndTitle.nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  durationMinutes: z.number(),
  coach: z.object({ id: z.number(), name: z.string() }),
  poster: z.string().nullable(),
  status: z.enum(LIVE_STATUSES),
  /** While it is live, the reader's signed HLS master playlist, if their membership lets them watch. */
  hls: z.string().nullable(),
  /** The class's recording as a lecture: for staff from the moment it is a draft, for members once published. */
  replayLectureId: z.number().nullable(),
  createdAt: isoDateTime,
});
export type LiveClassRecord = z.infer<typeof liveClassRecord>;
export const liveClassWithMessage = liveClassRecord.extend({ message: z.string() });

const durationMinutes = int32().min(MIN_LIVE_MINUTES, LIVE_TEXTS.duration).max(MAX_LIVE_MINUTES, LIVE_TEXTS.duration);

const liveClassFields = z.object({
  title: text(MAX_TITLE, 'Please enter a title'),
  description: text(MAX_DESCRIPTION).default(''),
  courseId: id.nullable().optional(),
  categoryId: id.nullable().optional(),
  startsAt: moment,
  durationMinutes,
  coachId: id,
  poster: mediaReference.nullable().optional(),
});

/**
 * A new class; a start in the past is refused by the route, which knows the time. Unnamed, the coach is
 * the staff member scheduling it and the class lasts an hour.
 */
export const liveClassCreate = liveClassFields.extend({
  durationMinutes: durationMinutes.default(DEFAULT_LIVE_MINUTES),
  coachId: id.optional(),
});
/** An edit; `status` moves a class by hand (cancelled, or live and ended until the stream does it). */
export const liveClassPatch = patchOf(liveClassFields).extend({ status: z.enum(LIVE_STATUSES).optional() });
export type LiveClassPatch = z.input<typeof liveClassPatch>;

export const liveClassListQuery = listQuery(['id', 'title', 'startsAt', 'status', 'createdAt']);
export const liveClassList = z.array(liveClassRecord);

/** Who may coach a class: the active staff users. */
export const coachChoiceList = z.array(z.object({ id: z.number(), name: z.string() }));
export type CoachChoice = z.infer<typeof coachChoiceList>[number];

/** The profile's switch for live class reminders. */
export const liveReminderSetting = z.object({ liveReminders: z.boolean({ error: 'Must be true or false' }) });
export const liveReminderSettingResponse = liveReminderSetting.extend({ message: z.string().optional() });
export type LiveReminderSettingResponse = z.infer<typeof liveReminderSettingResponse>;

/** Where a member's player stands: the class's state and, while it is live, its HLS master playlist with their grant. */
export const liveWatch = z.object({
  state: z.enum(['scheduled', 'live', 'reconnecting', 'ended']),
  playlist: z.string().nullable(),
});
export type LiveWatch = z.infer<typeof liveWatch>;

/** A class's new stream key, shown this once; publishing goes to `ingestUrl` (null when RTMP_PORT is 0). */
export const streamKeyAnswer = z.object({
  streamKey: z.string(),
  ingestUrl: z.string().nullable(),
  message: z.string(),
});
export type StreamKeyAnswer = z.infer<typeof streamKeyAnswer>;

/** A class just scheduled, with its first stream key (shown this once) and where to publish with it. */
export const liveClassCreated = liveClassWithMessage.extend(
  streamKeyAnswer.pick({ streamKey: true, ingestUrl: true }).shape,
);

/** The staff view of a class's stream: its key, whether a publisher sends, at what rate, to how many members. */
export const liveStreamFigures = z.object({
  hasStreamKey: z.boolean(),
  ingestUrl: z.string().nullable(),
  publishing: z.boolean(),
  viewers: z.number(),
  bitrateKbps: z.number().nullable(),
  /** Frames the publishers dropped before sending (server/modules/live/dropped-frames.ts); null while unknown. */
  droppedFrames: z.number().nullable(),
  /** The replay lecture, a draft until staff publish it. */
  replayLectureId: z.number().nullable(),
});
export type LiveStreamFigures = z.infer<typeof liveStreamFigures>;

/** A line break of any kind: a chapter's title is one line of the lecture form's chapters text. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** A coach's chapter marker, added while the class is live: the replay lecture's chapters are made of them. */
export const liveMarkerBody = z.object({
  title: text(MAX_LIVE_MARKER_TITLE, LIVE_TEXTS.markerTitle).refine(
    (title) => !LINE_BREAK.test(title),
    LIVE_TEXTS.markerOneLine,
  ),
});
/** A marker as staff read it: `offsetSeconds` from when the class went live. */
export const liveMarker = z.object({
  id: z.number(),
  title: z.string(),
  offsetSeconds: z.number(),
  createdAt: isoDateTime,
});
export type LiveMarker = z.infer<typeof liveMarker>;
export const liveMarkerList = z.array(liveMarker);
export const liveMarkerAnswer = liveMarker.extend({ message: z.string() });
export type LiveMarkerAnswer = z.infer<typeof liveMarkerAnswer>;
