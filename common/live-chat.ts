/** A live class's chat and questions: the rules the browser shows and the server enforces (docs/API.md#live-chat). */

/** The longest chat message, in characters. */
export const LIVE_CHAT_MESSAGE_MAX = 500;
/** How many of the latest messages a member gets on joining, and per page of older ones. */
export const LIVE_CHAT_HISTORY = 50;
/** The chat opens this long before a scheduled class starts. */
export const LIVE_CHAT_OPENS_BEFORE_MINUTES = 60;
/** The longest slow mode staff may set, in seconds (0 turns it off). */
export const LIVE_CHAT_SLOW_MODE_MAX_SECONDS = 600;
/** Messages an account may send in a minute, over every class and process. */
export const LIVE_CHAT_MESSAGES_PER_ACCOUNT = 10;
/** Messages one address may send in a minute, however many accounts it signs in with. */
export const LIVE_CHAT_MESSAGES_PER_ADDRESS = 60;

/** Where a class's chat stands: not open yet, open to messages, or closed (history only). */
export const LIVE_CHAT_STATES = ['upcoming', 'open', 'closed'] as const;
export type LiveChatState = (typeof LIVE_CHAT_STATES)[number];

/**
 * Socket events. A page sends `join {classId}` (again after each reconnection) and `leave {classId}`;
 * the server answers `joined` with the chat as `GET live/{id}/chat` shows it, or `{classId, joined:
 * false, message}`. `send {classId, body, question}` posts a message; a refusal comes back as `refused
 * {classId, message, retryAfterSeconds?}`. Those in the room hear `message`, `deleted {classId, id}`,
 * `votes {classId, id, votes}` and `settings {classId, slowModeSeconds}`; a member staff (un)mute hears `muted {classId, muted}`,
 * and staff who moderate hear `flagged {classId, id, flags}`.
 */
export const LIVE_CHAT_EVENTS = {
  join: 'live-chat-join',
  leave: 'live-chat-leave',
  joined: 'live-chat-joined',
  send: 'live-chat-send',
  refused: 'live-chat-refused',
  message: 'live-chat-message',
  deleted: 'live-chat-deleted',
  votes: 'live-chat-votes',
  settings: 'live-chat-settings',
  flagged: 'live-chat-flagged',
  muted: 'live-chat-muted',
} as const;

/** The chat's texts, the same on the server's answers and the screens. */
export const LIVE_CHAT_TEXTS = {
  empty: 'Please write something',
  notOpenYet: `The chat opens ${LIVE_CHAT_OPENS_BEFORE_MINUTES} minutes before the class starts`,
  closed: 'The chat is closed: the class has ended',
  muted: 'A moderator has muted you in this class’s chat',
  slowMode: (seconds: number) => `Slow mode is on: you can send another message in ${seconds} s`,
  tooFast: (seconds: number) => `You are sending messages too fast; try again in ${seconds} s`,
  notAQuestion: 'Only questions can be up-voted',
  ownQuestion: 'You cannot up-vote your own question',
  ownMessage: 'You cannot flag your own message',
  flagged: 'Thank you: a moderator will look at this message',
  deleted: 'Message deleted',
  mutedMember: (name: string) => `${name} is muted in this class’s chat`,
  unmutedMember: 'Member unmuted',
  notMuted: 'That member is not muted in this class',
  staffNotMuted: 'Staff cannot be muted',
  slowModeRange: `Must be 0 to ${LIVE_CHAT_SLOW_MODE_MAX_SECONDS} seconds`,
  messageNotFound: 'Message not found',
  classNotFound: 'Live class not found',
} as const;
