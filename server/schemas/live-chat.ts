import { z } from 'zod';
import {
  LIVE_CHAT_MESSAGE_MAX,
  LIVE_CHAT_SLOW_MODE_MAX_SECONDS,
  LIVE_CHAT_STATES,
  LIVE_CHAT_TEXTS,
} from '../../common/live-chat.js';
import { id, int32, isoDateTime } from './common.js';
import { text } from './text.js';

/** A message as members see it: the author's name only (never an email or id), and whether it is the caller's. */
export const liveChatMessage = z.object({
  id: z.number(),
  classId: z.number(),
  authorName: z.string(),
  byStaff: z.boolean(),
  mine: z.boolean(),
  body: z.string(),
  question: z.boolean(),
  votes: z.number(),
  voted: z.boolean(),
  createdAt: isoDateTime,
});
export type LiveChatMessage = z.infer<typeof liveChatMessage>;

/** The chat as a member joins it: its state, slow mode, whether they are muted, and the latest messages, oldest first. */
export const liveChatView = z.object({
  classId: z.number(),
  state: z.enum(LIVE_CHAT_STATES),
  slowModeSeconds: z.number(),
  muted: z.boolean(),
  messages: z.array(liveChatMessage),
});
export type LiveChatView = z.infer<typeof liveChatView>;

/** A page of older messages: those before the message `before`. */
export const liveChatHistoryQuery = z.object({ before: id.optional() });

/** A message sent over the socket; `question` marks it for the coach. */
export const liveChatSendPayload = z.object({
  classId: id,
  body: text(LIVE_CHAT_MESSAGE_MAX, LIVE_CHAT_TEXTS.empty),
  question: z.boolean().default(false),
});
export const liveChatClassPayload = z.object({ classId: id });

export const liveChatQuestionList = z.array(liveChatMessage);
export const liveChatVoteBody = z.object({ voted: z.boolean({ error: 'Must be true or false' }) });
export const liveChatVoteAnswer = z.object({ id: z.number(), votes: z.number(), voted: z.boolean() });
export type LiveChatVoteAnswer = z.infer<typeof liveChatVoteAnswer>;

/** Staff's: a flagged message with how many members flagged it. */
export const liveChatFlaggedList = z.array(liveChatMessage.extend({ flags: z.number() }));
export type LiveChatFlagged = z.infer<typeof liveChatFlaggedList>[number];

export const liveChatSettingsBody = z.object({
  slowModeSeconds: int32().max(LIVE_CHAT_SLOW_MODE_MAX_SECONDS, LIVE_CHAT_TEXTS.slowModeRange),
});
export const liveChatSettingsAnswer = z.object({ slowModeSeconds: z.number(), message: z.string() });
export type LiveChatSettingsAnswer = z.infer<typeof liveChatSettingsAnswer>;

/** Staff mute the author of a message they see: members' ids are never shown in the chat. */
export const liveChatMuteBody = z.object({ messageId: id });
export const liveChatMuteRecord = z.object({ userId: z.number(), name: z.string(), createdAt: isoDateTime });
export type LiveChatMuteRecord = z.infer<typeof liveChatMuteRecord>;
export const liveChatMuteList = z.array(liveChatMuteRecord);
export const liveChatMuteAnswer = liveChatMuteRecord.extend({ message: z.string() });
export const liveChatMuteParams = z.object({ id, userId: id });
