import { LIVE_CHAT_EVENTS, LIVE_CHAT_TEXTS } from '../../../common/live-chat.js';
import { badRequest, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  liveChatFlaggedList,
  liveChatMuteAnswer,
  liveChatMuteBody,
  liveChatMuteList,
  liveChatMuteParams,
  type LiveChatMuteRecord,
  liveChatSettingsAnswer,
  liveChatSettingsBody,
  messageResponse,
} from '../../schemas/index.js';
import type { Api } from '../module.js';
import { TEXTS } from '../shared/texts.js';
import { flaggedMessages } from './chat-messages.js';
import { tellChat } from './chat-rooms.js';
import { chatClass } from './chat-state.js';
import {
  deleteChatMessage,
  findChatMessage,
  mutedMembers,
  muteMember,
  saveSlowMode,
  unmuteMember,
} from './live-chat-store.js';

const tags = ['live chat'];

const toMuteRecord = (mute: { userId: number; name: string; createdAt: Date }): LiveChatMuteRecord => ({
  ...mute,
  createdAt: mute.createdAt.toISOString(),
});

/** Staff who manage live classes moderate their chats: delete, mute, slow mode, and the flagged messages. */
export async function liveChatStaffRoutes(api: Api): Promise<void> {
  const { deps } = api;
  const { db } = deps;
  const tellMember = (userId: number, classId: number, muted: boolean) =>
    deps.realtime.toUsers([userId], LIVE_CHAT_EVENTS.muted, { classId, muted });

  api.delete(
    '/live-chat/messages/:id',
    { schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const deleted = await deleteChatMessage(db, request, request.params.id);
      if (!deleted) throw notFound(LIVE_CHAT_TEXTS.messageNotFound);
      tellChat(deps, deleted.classId, LIVE_CHAT_EVENTS.deleted, { id: deleted.id });
      return { message: LIVE_CHAT_TEXTS.deleted };
    },
  );
  api.get(
    '/live-classes/:id/chat/flagged',
    { schema: { tags, params: idParams, response: { 200: liveChatFlaggedList } } },
    async (request) => {
      await chatClass(db, request.params.id);
      return flaggedMessages(db, currentUser(request).id, request.params.id);
    },
  );
  api.put(
    '/live-classes/:id/chat/settings',
    { schema: { tags, params: idParams, body: liveChatSettingsBody, response: { 200: liveChatSettingsAnswer } } },
    async (request) => {
      const classId = (await chatClass(db, request.params.id)).id;
      const { slowModeSeconds } = await saveSlowMode(db, request, classId, request.body.slowModeSeconds);
      tellChat(deps, classId, LIVE_CHAT_EVENTS.settings, { slowModeSeconds });
      return { slowModeSeconds, message: TEXTS.updated('Chat settings') };
    },
  );
  api.get(
    '/live-classes/:id/chat/mutes',
    { schema: { tags, params: idParams, response: { 200: liveChatMuteList } } },
    async (request) => {
      await chatClass(db, request.params.id);
      return (await mutedMembers(db, request.params.id)).map(toMuteRecord);
    },
  );
  api.post(
    '/live-classes/:id/chat/mutes',
    { schema: { tags, params: idParams, body: liveChatMuteBody, response: { 201: liveChatMuteAnswer } } },
    async (request, reply) => {
      const classId = (await chatClass(db, request.params.id)).id;
      const said = await findChatMessage(db, request.body.messageId);
      if (!said || said.classId !== classId)
        throw badRequest(`messageId: ${LIVE_CHAT_TEXTS.messageNotFound}`, { field: 'messageId' });
      if (said.byStaff) throw badRequest(`messageId: ${LIVE_CHAT_TEXTS.staffNotMuted}`, { field: 'messageId' });
      const { userId } = said;
      await muteMember(db, request, { classId, userId, by: currentUser(request).id, now: deps.now() });
      tellMember(userId, classId, true);
      const [mute] = await mutedMembers(db, classId, userId);
      return reply.code(201).send({ ...toMuteRecord(mute), message: LIVE_CHAT_TEXTS.mutedMember(mute.name) });
    },
  );
  api.delete(
    '/live-classes/:id/chat/mutes/:userId',
    { schema: { tags, params: liveChatMuteParams, response: { 200: messageResponse } } },
    async (request) => {
      const { id: classId, userId } = request.params;
      if (!(await unmuteMember(db, request, classId, userId))) throw notFound(LIVE_CHAT_TEXTS.notMuted);
      tellMember(userId, classId, false);
      return { message: LIVE_CHAT_TEXTS.unmutedMember };
    },
  );
}
