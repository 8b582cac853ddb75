import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { LIVE_CHAT_EVENTS } from '../../../common/live-chat.js';
import { hasContentAccess, MEMBERSHIP_REQUIRED } from '../../access/membership.js';
import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, HttpError } from '../../errors.js';
import { liveChatClassPayload, liveChatSendPayload, type LiveChatView } from '../../schemas/index.js';
import { socketAddressOf } from '../../services/socket-address.js';
import { latestMessages } from './chat-messages.js';
import { chatClass, chatStateOf } from './chat-state.js';
import { isMuted, slowModeOf } from './live-chat-store.js';
import { sendChatMessage } from './send-message.js';

type Deps = Pick<AppDeps, 'db' | 'realtime' | 'signedIn' | 'budgets' | 'now' | 'config'>;

/** The Socket.IO room of one class's chat: only sockets whose user may read it join. */
export const chatRoom = (classId: number) => `live-chat:${classId}`;

/** Tells every socket in the class's chat, in every process. */
export const tellChat = (deps: Pick<AppDeps, 'realtime'>, classId: number, event: string, payload: object) =>
  deps.realtime.toRooms([chatRoom(classId)], event, { classId, ...payload });

/** The chat as `user` joins it (with the messages before `before`, when paging back); a class that does not exist is a 404. */
export async function chatView(
  deps: Pick<Deps, 'db' | 'now'>,
  user: AuthUser,
  classId: number,
  before?: number,
): Promise<LiveChatView> {
  const row = await chatClass(deps.db, classId);
  const [slowModeSeconds, muted, messages] = await Promise.all([
    slowModeOf(deps.db, classId),
    isMuted(deps.db, classId, user.id),
    latestMessages(deps.db, user.id, classId, before),
  ]);
  return { classId, state: chatStateOf(row, deps.now()), slowModeSeconds, muted, messages };
}

/** The chat's rule for sockets, which no route hook guards: staff, and members with a membership. */
async function requireMembership(deps: Deps, user: AuthUser): Promise<void> {
  if (!(await hasContentAccess(user, deps.signedIn, deps.now()))) throw forbidden(MEMBERSHIP_REQUIRED);
}

/** A payload as its schema reads it, or a refusal naming the field as a route's 400 would. */
function parsed<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  const field = first.path.join('.');
  throw new HttpError(400, `${field || 'payload'}: ${first.message}`, { field: field || undefined });
}

/** What a refusal tells the socket: the message, the class, and how long to wait when it is a wait. */
function refusal(error: unknown, payload: unknown) {
  const classId = (payload as { classId?: unknown } | null)?.classId;
  if (!(error instanceof HttpError)) throw error;
  const retryAfter = error.headers['retry-after'];
  return {
    classId,
    message: error.message,
    ...error.body,
    ...(retryAfter && { retryAfterSeconds: Number(retryAfter) }),
  };
}

/**
 * A page joins a class's chat (again after each reconnection) and gets its latest messages; a message
 * sent over the socket reaches everyone in the room at once, the sender's socket marked `mine`.
 */
export function chatRooms(deps: Deps): void {
  const addressOf = socketAddressOf(deps.config.TRUST_PROXY);
  const on = (event: string, act: (user: AuthUser, payload: unknown, socket: Socket) => Promise<void>) =>
    deps.realtime.on(event, (user, payload, socket) =>
      act(user, payload, socket).catch((error: unknown) => {
        socket.emit(event === LIVE_CHAT_EVENTS.join ? LIVE_CHAT_EVENTS.joined : LIVE_CHAT_EVENTS.refused, {
          ...refusal(error, payload),
          ...(event === LIVE_CHAT_EVENTS.join && { joined: false }),
        });
      }),
    );

  on(LIVE_CHAT_EVENTS.join, async (user, payload, socket) => {
    const { classId } = parsed(liveChatClassPayload, payload);
    await requireMembership(deps, user);
    const view = await chatView(deps, user, classId);
    await socket.join(chatRoom(classId));
    socket.emit(LIVE_CHAT_EVENTS.joined, { ...view, joined: true });
  });
  on(LIVE_CHAT_EVENTS.leave, async (_user, payload, socket) => {
    await socket.leave(chatRoom(parsed(liveChatClassPayload, payload).classId));
  });
  on(LIVE_CHAT_EVENTS.send, async (user, payload, socket) => {
    const send = parsed(liveChatSendPayload, payload);
    await requireMembership(deps, user);
    const message = await sendChatMessage(deps, { ...send, user, address: addressOf(socket.request) });
    socket.to(chatRoom(send.classId)).emit(LIVE_CHAT_EVENTS.message, message);
    socket.emit(LIVE_CHAT_EVENTS.message, { ...message, mine: true });
  });
}
