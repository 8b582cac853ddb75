import { z } from 'zod';
import {
  DISCUSSION_REPORT_REASON_MAX,
  DISCUSSION_SORTS,
  DISCUSSION_TEXT_MAX,
  DISCUSSION_VIEWS,
} from '../../common/discussions.js';
import { id, int32, isoDateTime } from './common.js';
import { handHistoryText, parsedHand } from './hand-histories.js';
import { listQuery } from './list.js';
import { text } from './text.js';

/** Lecture discussions (docs/API.md#lecture-discussions): plain text only, shown as text by every client. */
const postText = text(DISCUSSION_TEXT_MAX, 'Please write something');
/** Longer than any lecture; the server also refuses a moment past the lecture's known end. */
const DISCUSSION_MAX_SECONDS = 24 * 3600;

/** A member's hand for review: other players are named by position unless `keepNames`. */
const postedHand = z.object({ text: handHistoryText, keepNames: z.boolean().default(false) });
export const discussionQuestionBody = z.object({
  body: postText,
  momentSeconds: int32().max(DISCUSSION_MAX_SECONDS, `Must be at most ${DISCUSSION_MAX_SECONDS}`).nullish(),
  hand: postedHand.optional(),
});
export type DiscussionQuestionBody = z.input<typeof discussionQuestionBody>;
export type DiscussionQuestion = z.output<typeof discussionQuestionBody>;
export const discussionReplyBody = z.object({ body: postText });
export const discussionHelpfulBody = z.object({ helpful: z.boolean() });
export const discussionReportBody = z.object({
  reason: text(DISCUSSION_REPORT_REASON_MAX, 'Please say why you report this post'),
});
export const discussionAnswerBody = z.object({ answerId: id.nullable() });
export const discussionQuery = z.object({
  sort: z.enum(DISCUSSION_SORTS).default('newest'),
  _start: int32().optional(),
  _end: int32().optional(),
});

/** A post as members see it: the author's name only, and whether it is the caller's own. */
export const discussionPost = z.object({
  id: z.number(),
  lectureId: z.number(),
  threadId: z.number().nullable(),
  authorName: z.string(),
  byStaff: z.boolean(),
  mine: z.boolean(),
  body: z.string(),
  momentSeconds: z.number().nullable(),
  /** The hand a question carries for review, as stored (named by position unless its author kept names). */
  hand: parsedHand.nullable(),
  helpful: z.number(),
  votedHelpful: z.boolean(),
  createdAt: isoDateTime,
  editedAt: isoDateTime.nullable(),
  /** Until when its author may still edit it. */
  editableUntil: isoDateTime,
});
export type DiscussionPost = z.infer<typeof discussionPost>;
/** A question or comment with its replies, the one marked as the answer first. */
export const discussionThread = discussionPost.extend({
  answerId: z.number().nullable(),
  locked: z.boolean(),
  replies: z.array(discussionPost),
});
export type DiscussionThread = z.infer<typeof discussionThread>;
export const discussionThreadList = z.array(discussionThread);
export const discussionHelpfulAnswer = z.object({ helpful: z.number(), votedHelpful: z.boolean() });

/** A post on the staff Discussions screen, hidden ones included, with its lecture and open reports. */
export const staffDiscussionPost = z.object({
  id: z.number(),
  lectureId: z.number(),
  lectureName: z.string(),
  threadId: z.number().nullable(),
  authorName: z.string(),
  authorEmail: z.string(),
  byStaff: z.boolean(),
  body: z.string(),
  momentSeconds: z.number().nullable(),
  /** Whether the question carries a member's hand, which the lecture page replays. */
  withHand: z.boolean(),
  answered: z.boolean(),
  hidden: z.boolean(),
  locked: z.boolean(),
  replyCount: z.number(),
  reportReasons: z.array(z.string()),
  createdAt: isoDateTime,
});
export type StaffDiscussionPost = z.infer<typeof staffDiscussionPost>;
export const staffDiscussionList = z.array(staffDiscussionPost);
export const staffDiscussionRecord = staffDiscussionPost.extend({
  answerId: z.number().nullable(),
  replies: z.array(staffDiscussionPost),
});
export type StaffDiscussionRecord = z.infer<typeof staffDiscussionRecord>;
export const staffDiscussionWithMessage = staffDiscussionRecord.extend({ message: z.string() });
export const staffDiscussionListQuery = listQuery(['id', 'createdAt']).extend({
  view: z.enum(DISCUSSION_VIEWS).default('newest'),
  lectureId: id.optional(),
});
/** Staff moderate a post: hide or show it, lock or unlock its thread, dismiss its reports. */
export const staffDiscussionPatch = z
  .object({ hidden: z.boolean().optional(), locked: z.boolean().optional(), dismissReports: z.boolean().optional() })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), 'Nothing to change');
