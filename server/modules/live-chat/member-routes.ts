import { LIVE_CHAT_EVENTS, LIVE_CHAT_TEXTS } from '../../../common/live-chat.js';
import { badRequest, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  liveChatHistoryQuery,
  liveChatQuestionList,
  liveChatView,
  liveChatVoteAnswer,
  liveChatVoteBody,
  messageResponse,
} from '../../schemas/index.js';
import type { Api } from '../module.js';
import { questionsByVotes } from './chat-messages.js';
import { chatRooms, chatView, tellChat } from './chat-rooms.js';
import { chatClass, requireOpen } from './chat-state.js';
import { findChatMessage, flagChatMessage, setVote } from './live-chat-store.js';

const tags = ['live chat'];

/** Members' (and staff's) side of a class's chat: only those who may watch lectures reach it. */
export async function liveChatMemberRoutes(api: Api): Promise<void> {
  const { deps } = api;
  chatRooms(deps);

  const message = async (id: number) => {
    const found = await findChatMessage(deps.db, id);
    if (!found) throw notFound(LIVE_CHAT_TEXTS.messageNotFound);
    return found;
  };

  api.get(
    '/live-classes/:id/chat',
    { schema: { tags, params: idParams, querystring: liveChatHistoryQuery, response: { 200: liveChatView } } },
    async (request) => chatView(deps, currentUser(request), request.params.id, request.query.before),
  );
  api.get(
    '/live-classes/:id/chat/questions',
    { schema: { tags, params: idParams, response: { 200: liveChatQuestionList } } },
    async (request) => {
      await chatClass(deps.db, request.params.id);
      return questionsByVotes(deps.db, currentUser(request).id, request.params.id);
    },
  );
  api.put(
    '/live-chat/messages/:id/vote',
    { schema: { tags, params: idParams, body: liveChatVoteBody, response: { 200: liveChatVoteAnswer } } },
    async (request) => {
      const user = currentUser(request);
      const question = await message(request.params.id);
      if (!question.isQuestion) throw badRequest(LIVE_CHAT_TEXTS.notAQuestion);
      if (question.userId === user.id) throw badRequest(LIVE_CHAT_TEXTS.ownQuestion);
      requireOpen(await chatClass(deps.db, question.classId), deps.now());
      const { voted } = request.body;
      const votes = await setVote(deps.db, question.id, user.id, voted, deps.now());
      tellChat(deps, question.classId, LIVE_CHAT_EVENTS.votes, { id: question.id, votes });
      return { id: question.id, votes, voted };
    },
  );
  api.post(
    '/live-chat/messages/:id/flag',
    { schema: { tags, params: idParams, response: { 201: messageResponse } } },
    async (request, reply) => {
      const flagged = await message(request.params.id);
      const user = currentUser(request);
      if (flagged.userId === user.id) throw badRequest(LIVE_CHAT_TEXTS.ownMessage);
      const flags = await flagChatMessage(deps.db, flagged.id, user.id, deps.now());
      deps.realtime.toStaff(LIVE_CHAT_EVENTS.flagged, { classId: flagged.classId, id: flagged.id, flags });
      return reply.code(201).send({ message: LIVE_CHAT_TEXTS.flagged });
    },
  );
}
