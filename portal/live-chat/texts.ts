import { LIVE_CHAT_TEXTS } from '../../common/live-chat';

/** The live chat's words beside the class's video. */
export const LIVE_CHAT_UI = {
  chat: 'Chat',
  questions: 'Questions',
  flagged: 'Flagged',
  messages: 'Chat messages',
  messageLabel: 'Your message',
  placeholder: 'Say something to the class',
  questionPlaceholder: 'Ask the coach a question',
  askCoach: 'Ask the coach',
  send: 'Send',
  sendHint: 'Enter sends, Shift+Enter starts a new line.',
  connecting: 'Connecting to the chat…',
  none: 'No messages yet. Say hello.',
  noQuestions: 'No questions yet. Turn on “Ask the coach” to ask one.',
  noFlagged: 'No flagged messages.',
  question: 'Question',
  upvote: (votes: number) => `Up-vote (${votes})`,
  upvoted: (votes: number) => `Up-voted (${votes})`,
  flag: 'Flag',
  flagTitle: 'Flag this message for a moderator',
  delete: 'Delete',
  deleteConfirm: 'Delete this message for everyone?',
  mute: 'Mute',
  muteConfirm: (name: string) => `Mute ${name} in this class’s chat?`,
  unmute: 'Unmute',
  unmuteName: (name: string) => `Unmute ${name}`,
  muted: 'Muted members',
  slowMode: 'Slow mode',
  slowModeOff: 'Off',
  slowModeSeconds: (seconds: number) => `${seconds} s`,
  flags: (count: number) => (count === 1 ? '1 flag' : `${count} flags`),
  by: (name: string) => `Message by ${name}`,
  upcoming: LIVE_CHAT_TEXTS.notOpenYet,
  closed: LIVE_CHAT_TEXTS.closed,
  muteNotice: LIVE_CHAT_TEXTS.muted,
  slowModeNotice: (seconds: number) => `Slow mode: one message every ${seconds} s`,
} as const;

/** The slow mode choices staff pick from, in seconds (0: off). */
export const SLOW_MODE_CHOICES = [0, 5, 10, 30, 60, 120] as const;
