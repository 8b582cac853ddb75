import { currentUser } from '../../plugins/auth.js';
import {
  discussionAnswerBody,
  discussionHelpfulAnswer,
  discussionHelpfulBody,
  discussionPost,
  discussionQuery,
  discussionQuestionBody,
  discussionReplyBody,
  discussionReportBody,
  discussionThread,
  discussionThreadList,
  idParams,
  messageResponse,
} from '../../schemas/index.js';
import { handHistoryParser } from '../hand-histories/parse-off-thread.js';
import type { Api } from '../module.js';
import { MemberAnswerCache } from '../shared/member-answer-cache.js';
import { whenReady } from '../shared/when-ready.js';
import { RAISES as USER_WRITES } from '../users/users-store.js';
import { RAISES as DISCUSSION_WRITES } from './discussions-store.js';
import { discussionRooms } from './live-rooms.js';
import { chooseAnswer, reportToStaff, voteHelpful } from './member-marks.js';
import { askQuestion, editOwnPost, removePost, replyTo } from './member-posts.js';
import { lectureThreads } from './member-threads.js';
import { watchableIn } from './post-access.js';
import { DISCUSSION_TEXTS } from './texts.js';

const tags = ['discussions'];

/** Members' (and staff's) routes of lecture discussions: only those who may watch a lecture reach its discussion. */
export async function discussionMemberRoutes(api: Api): Promise<void> {
  const { deps } = api;
  discussionRooms(deps);
  // Members' hands queue on a thread of their own, so they never hold up staff attaching hands.
  const parser = handHistoryParser();
  api.addHook('onClose', () => parser.close());
  // Posts show their authors' names: a user's write drops every kept page, not only that user's.
  const pages = new MemberAnswerCache(deps, { member: [], everyone: [...DISCUSSION_WRITES, ...USER_WRITES] });

  api.get(
    '/lectures/:id/discussion',
    { schema: { tags, params: idParams, querystring: discussionQuery, response: { 200: discussionThreadList } } },
    (request, reply) => {
      const user = currentUser(request);
      const { sort, _start = 0, _end } = request.query;
      const page = { sort, offset: _start, limit: _end === undefined ? undefined : Math.max(_end - _start, 0) };
      // The lecture is checked on every call, a kept page or not.
      return whenReady(deps.catalogue.peek() ?? deps.catalogue.snapshot(), (snapshot) => {
        watchableIn(snapshot, user, request.params.id);
        return pages.send(request, reply, async () => {
          const { threads, total } = await lectureThreads(deps.db, user, request.params.id, page);
          reply.header('x-total-count', String(total));
          return threads;
        });
      });
    },
  );
  api.post(
    '/lectures/:id/discussion',
    { schema: { tags, params: idParams, body: discussionQuestionBody, response: { 201: discussionThread } } },
    async (request, reply) =>
      reply.code(201).send(await askQuestion(deps, request, request.params.id, request.body, parser)),
  );
  api.post(
    '/discussion/:id/replies',
    { schema: { tags, params: idParams, body: discussionReplyBody, response: { 201: discussionPost } } },
    async (request, reply) => reply.code(201).send(await replyTo(deps, request, request.params.id, request.body.body)),
  );
  api.patch(
    '/discussion/:id',
    { schema: { tags, params: idParams, body: discussionReplyBody, response: { 200: discussionPost } } },
    async (request) => editOwnPost(deps, request, request.params.id, request.body.body),
  );
  api.delete(
    '/discussion/:id',
    { schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await removePost(deps, request, request.params.id);
      return { message: DISCUSSION_TEXTS.deleted };
    },
  );
  api.put(
    '/discussion/:id/helpful',
    { schema: { tags, params: idParams, body: discussionHelpfulBody, response: { 200: discussionHelpfulAnswer } } },
    async (request) => voteHelpful(deps, request, request.params.id, request.body.helpful),
  );
  api.post(
    '/discussion/:id/report',
    { schema: { tags, params: idParams, body: discussionReportBody, response: { 201: messageResponse } } },
    async (request, reply) => {
      await reportToStaff(deps, request, request.params.id, request.body.reason);
      return reply.code(201).send({ message: DISCUSSION_TEXTS.reported });
    },
  );
  api.put(
    '/discussion/:id/answer',
    { schema: { tags, params: idParams, body: discussionAnswerBody, response: { 200: discussionThread } } },
    async (request) => chooseAnswer(deps, request, request.params.id, request.body.answerId),
  );
}
