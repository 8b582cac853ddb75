import type { QueryClient } from '@tanstack/react-query';
import { LIVE_CHAT_EVENTS } from '../common/live-chat';
import { quietGet, quietly } from './api-calls';
import { memberQuery } from './member-query';
import { withSocket } from './socket';
import type {
  LiveChatFlagged,
  LiveChatMessage,
  LiveChatMuteRecord,
  LiveChatSettingsAnswer,
  LiveChatView,
  LiveChatVoteAnswer,
} from './types';

export type { LiveChatFlagged, LiveChatMessage, LiveChatMuteRecord, LiveChatView };

export const liveChatKeys = {
  of: (classId: number) => ['live-chat', classId] as const,
  view: (classId: number) => ['live-chat', classId, 'view'] as const,
  questions: (classId: number) => ['live-chat', classId, 'questions'] as const,
  flagged: (classId: number) => ['live-chat', classId, 'flagged'] as const,
  mutes: (classId: number) => ['live-chat', classId, 'mutes'] as const,
};

/** The most messages a open chat keeps in memory: the oldest go as new ones arrive. */
const KEPT_MESSAGES = 200;

/** The chat as the member joins it: state, slow mode, whether they are muted, the latest messages. */
export const liveChatQuery = (classId: number) =>
  memberQuery(liveChatKeys.view(classId), () => quietGet<LiveChatView>(`live-classes/${classId}/chat`));
/** The questions for the coach, most up-voted first. */
export const liveChatQuestionsQuery = (classId: number) =>
  memberQuery(liveChatKeys.questions(classId), () =>
    quietGet<LiveChatMessage[]>(`live-classes/${classId}/chat/questions`),
  );
/** Staff's: the messages members flagged. */
export const liveChatFlaggedQuery = (classId: number) =>
  memberQuery(liveChatKeys.flagged(classId), () => quietGet<LiveChatFlagged[]>(`live-classes/${classId}/chat/flagged`));
/** Staff's: the members muted in the class. */
export const liveChatMutesQuery = (classId: number) =>
  memberQuery(liveChatKeys.mutes(classId), () => quietGet<LiveChatMuteRecord[]>(`live-classes/${classId}/chat/mutes`));

/** The chat's HTTP calls (docs/API.md#live-chat): small inline actions beside the video, no overlay. */
export const liveChatApi = {
  vote: (messageId: number, voted: boolean) =>
    quietly.put<LiveChatVoteAnswer>(`live-chat/messages/${messageId}/vote`, { voted }),
  flag: (messageId: number) => quietly.post<{ message: string }>(`live-chat/messages/${messageId}/flag`),
  remove: (messageId: number) => quietly.delete<{ message: string }>(`live-chat/messages/${messageId}`),
  mute: (classId: number, messageId: number) =>
    quietly.post<{ message: string }>(`live-classes/${classId}/chat/mutes`, { messageId }),
  unmute: (classId: number, userId: number) =>
    quietly.delete<{ message: string }>(`live-classes/${classId}/chat/mutes/${userId}`),
  slowMode: (classId: number, slowModeSeconds: number) =>
    quietly.put<LiveChatSettingsAnswer>(`live-classes/${classId}/chat/settings`, { slowModeSeconds }),
};

type Keys = typeof liveChatKeys;
/** Any of the chat's pushes: a message, a whole view (`joined`), or a change naming a message or setting. */
type ChatPush = Partial<LiveChatMessage> &
  Partial<Omit<LiveChatView, 'classId'>> & { classId?: number; joined?: boolean; message?: string };
interface ChatEvent {
  event: string;
  /** How it changes the view kept under the class's key. */
  change?: (view: LiveChatView, payload: ChatPush) => LiveChatView;
  /** The lists it makes stale, read again. */
  stale?: (payload: ChatPush) => (keyof Keys)[];
}

/** What the socket says of one class's chat (docs/API.md#live-chat), and what each event changes. */
const CHAT_EVENTS: ChatEvent[] = [
  {
    event: LIVE_CHAT_EVENTS.joined,
    change: (view, { joined, ...joinedView }) => (joined ? (joinedView as LiveChatView) : view),
  },
  {
    event: LIVE_CHAT_EVENTS.message,
    change: (view, message) => ({
      ...view,
      messages: [...view.messages.filter((kept) => kept.id !== message.id), message as LiveChatMessage].slice(
        -KEPT_MESSAGES,
      ),
    }),
    stale: (message) => (message.question ? ['questions'] : []),
  },
  {
    event: LIVE_CHAT_EVENTS.deleted,
    change: (view, { id }) => ({ ...view, messages: view.messages.filter((kept) => kept.id !== id) }),
    stale: () => ['questions', 'flagged'],
  },
  {
    event: LIVE_CHAT_EVENTS.votes,
    change: (view, { id, votes }) => ({
      ...view,
      messages: view.messages.map((kept) => (kept.id === id ? { ...kept, votes: votes ?? kept.votes } : kept)),
    }),
    stale: () => ['questions'],
  },
  { event: LIVE_CHAT_EVENTS.settings, change: (view, { slowModeSeconds = 0 }) => ({ ...view, slowModeSeconds }) },
  { event: LIVE_CHAT_EVENTS.muted, change: (view, { muted = false }) => ({ ...view, muted }) },
  { event: LIVE_CHAT_EVENTS.flagged, stale: () => ['flagged'] },
];

export interface ChatConnection {
  /** Sends a message, false while there is no socket yet; a refusal comes to `onRefused`, the message itself like everyone's. */
  send(body: string, question: boolean): boolean;
  /** Leaves the chat's room and stops listening. */
  close(): void;
}

/**
 * Joins a class's chat over the session's socket (again on each reconnection: a push sent while there
 * was none is lost) and keeps its view in the query cache as messages, deletes, votes and settings
 * arrive. A refused message or join goes to `onRefused`.
 */
export function joinLiveChat(
  client: QueryClient,
  classId: number,
  onRefused: (refusal: { message: string }) => void,
): ChatConnection {
  let emit: ((event: string, payload: object) => void) | undefined;
  const heard = ({ change, stale }: ChatEvent, payload: ChatPush) => {
    if (change) client.setQueryData<LiveChatView>(liveChatKeys.view(classId), (view) => view && change(view, payload));
    for (const list of stale?.(payload) ?? []) void client.invalidateQueries({ queryKey: liveChatKeys[list](classId) });
  };
  const refusals = [LIVE_CHAT_EVENTS.refused, LIVE_CHAT_EVENTS.joined];
  const close = withSocket((socket) => {
    const join = () => socket.emit(LIVE_CHAT_EVENTS.join, { classId });
    const listeners = [
      ...CHAT_EVENTS.map((chatEvent) => [chatEvent.event, (payload: ChatPush) => heard(chatEvent, payload)] as const),
      // A send refused, or a join (whose answer says `joined: false`).
      ...refusals.map(
        (event) =>
          [
            event,
            (payload: ChatPush) => payload.joined !== true && onRefused({ message: payload.message ?? '' }),
          ] as const,
      ),
    ].map(([event, listener]) => {
      // Every chat event names its class: a page shows one class's chat.
      const ours = (payload: ChatPush | undefined) => payload?.classId === classId && listener(payload);
      socket.on(event, ours);
      return () => socket.off(event, ours);
    });
    socket.on('connect', join);
    if (socket.connected) join();
    emit = (event, payload) => socket.emit(event, payload);
    return () => {
      emit = undefined;
      socket.off('connect', join);
      listeners.forEach((off) => off());
      socket.emit(LIVE_CHAT_EVENTS.leave, { classId });
    };
  });
  return {
    send: (body, question) => {
      emit?.(LIVE_CHAT_EVENTS.send, { classId, body, question });
      return emit !== undefined;
    },
    close,
  };
}
