import { and, eq, isNull } from 'drizzle-orm';
import { DISCUSSION_POSTS_PER_HOUR } from '../../../common/discussions.js';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import { BUDGET_HOUR_MS } from '../../constants.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../errors.js';
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
import { lectures } from '../lectures/schema.js';
import type { Api } from '../module.js';
import { deleteAudited, insertAudited, updateAudited } from '../shared/audited-writes.js';
import { discussionRooms } from './live-rooms.js';
import { editableUntil, lectureThreads, onePost, oneThread } from './member-threads.js';
import { announceChange, tellQuestionAuthor } from './notices.js';
import { type PostRow, visiblePost, watchableLecture } from './post-access.js';
import { discussionPosts, discussionReports, discussionVotes } from './schema.js';
import { staffFiling as filing, unlessPostGone } from './staff-audit.js';
import { DISCUSSION_TEXTS } from './texts.js';

const tags = ['discussions'];
const byId = (id: number) => eq(discussionPosts.id, id);

/** Members' (and staff's) routes of lecture discussions: only those who may watch a lecture reach its discussion. */
export async function discussionMemberRoutes(api: Api): Promise<void> {
  const { deps } = api;
  const { db } = deps;
  discussionRooms(deps);

  /** Staff post freely; a member's questions and replies count against an hourly budget every process shares. */
  async function takePostingBudget(user: AuthUser) {
    if (isStaff(user)) return;
    const use = await deps.budgets.take(`discussion-posts:${user.id}`, DISCUSSION_POSTS_PER_HOUR, BUDGET_HOUR_MS);
    if (!use.allowed)
      throw tooManyRequests(
        DISCUSSION_TEXTS.tooManyPosts(Math.ceil(use.retryAfterMs / 60_000)),
        use.retryAfterMs / 1000,
      );
  }

  const found = <T>(record: T | undefined): T => {
    // Deleted or hidden between the write and the read back.
    if (!record) throw notFound(DISCUSSION_TEXTS.postNotFound);
    return record;
  };

  api.get(
    '/lectures/:id/discussion',
    { schema: { tags, params: idParams, querystring: discussionQuery, response: { 200: discussionThreadList } } },
    async (request, reply) => {
      const user = currentUser(request);
      await watchableLecture(deps, user, request.params.id);
      const { sort, _start = 0, _end } = request.query;
      const limit = _end === undefined ? undefined : Math.max(_end - _start, 0);
      const { threads, total } = await lectureThreads(db, user, request.params.id, { sort, offset: _start, limit });
      reply.header('x-total-count', String(total));
      return threads;
    },
  );

  api.post(
    '/lectures/:id/discussion',
    { schema: { tags, params: idParams, body: discussionQuestionBody, response: { 201: discussionThread } } },
    async (request, reply) => {
      const user = currentUser(request);
      const lecture = await watchableLecture(deps, user, request.params.id);
      const momentSeconds = request.body.momentSeconds ?? null;
      const length = lecture.lecture.lengthSeconds;
      if (momentSeconds !== null && length > 0 && momentSeconds > length)
        throw badRequest(`momentSeconds: ${DISCUSSION_TEXTS.pastTheEnd}`, { field: 'momentSeconds' });
      await takePostingBudget(user);
      const question = {
        lectureId: request.params.id,
        userId: user.id,
        byStaff: isStaff(user),
        body: request.body.body,
        momentSeconds,
        createdAt: deps.now(),
      };
      const row = await db.transaction(async (tx) => {
        // The catalogue checked above may not have heard of a delete yet: the lecture's row, held while the
        // question is written, says whether it still stands, and its delete waits for the question.
        const [standing] = await tx
          .select({ id: lectures.id })
          .from(lectures)
          .where(and(eq(lectures.id, question.lectureId), isNull(lectures.deletedAt)))
          .for('share');
        if (!standing) throw notFound(DISCUSSION_TEXTS.lectureNotFound);
        return insertAudited(tx, request, discussionPosts, question, filing(request));
      });
      announceChange(deps, row.lectureId);
      return reply.code(201).send(found(await oneThread(db, user, row.id)));
    },
  );

  api.post(
    '/discussion/:id/replies',
    { schema: { tags, params: idParams, body: discussionReplyBody, response: { 201: discussionPost } } },
    async (request, reply) => {
      const user = currentUser(request);
      // A reply to a reply joins the same question: replies go one level deep.
      const { thread, lecture } = await visiblePost(deps, user, request.params.id);
      if (thread.locked && !isStaff(user)) throw conflict(DISCUSSION_TEXTS.locked);
      await takePostingBudget(user);
      const values = {
        lectureId: thread.lectureId,
        threadId: thread.id,
        userId: user.id,
        byStaff: isStaff(user),
        body: request.body.body,
        createdAt: deps.now(),
      };
      const written = db.transaction(async (tx) => {
        const created = await insertAudited(tx, request, discussionPosts, values, filing(request));
        // A coach's reply answers an unanswered question: it is shown first.
        if (created.byStaff)
          await tx
            .update(discussionPosts)
            .set({ answerId: created.id })
            .where(and(eq(discussionPosts.id, thread.id), isNull(discussionPosts.answerId)));
        return created;
      });
      const row = await unlessPostGone(written);
      announceChange(deps, row.lectureId);
      await tellQuestionAuthor(deps, thread, row, user, lecture.lecture.name);
      return reply.code(201).send(found(await onePost(db, user, row.id)));
    },
  );

  /** The caller's own post, or staff's any: others' are refused after the visibility check. */
  async function ownPost(user: AuthUser, id: number): Promise<PostRow> {
    const { post } = await visiblePost(deps, user, id);
    if (post.userId !== user.id) throw forbidden(DISCUSSION_TEXTS.notYours);
    return post;
  }

  api.patch(
    '/discussion/:id',
    { schema: { tags, params: idParams, body: discussionReplyBody, response: { 200: discussionPost } } },
    async (request) => {
      const user = currentUser(request);
      const post = await ownPost(user, request.params.id);
      if (deps.now() > editableUntil(post)) throw forbidden(DISCUSSION_TEXTS.editWindowOver);
      const set = { body: request.body.body, editedAt: deps.now() };
      await updateAudited(db, request, { table: discussionPosts, where: byId(post.id), set }, filing(request));
      announceChange(deps, post.lectureId);
      return found(await onePost(db, user, post.id));
    },
  );

  api.delete(
    '/discussion/:id',
    { schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const user = currentUser(request);
      const post = isStaff(user)
        ? (await visiblePost(deps, user, request.params.id)).post
        : await ownPost(user, request.params.id);
      // A question takes its replies with it; a deleted answer leaves its question unanswered.
      await deleteAudited(db, request, { table: discussionPosts, where: byId(post.id) }, filing(request));
      announceChange(deps, post.lectureId);
      return { message: DISCUSSION_TEXTS.deleted };
    },
  );

  api.put(
    '/discussion/:id/helpful',
    { schema: { tags, params: idParams, body: discussionHelpfulBody, response: { 200: discussionHelpfulAnswer } } },
    async (request) => {
      const user = currentUser(request);
      const { post } = await visiblePost(deps, user, request.params.id);
      if (post.userId === user.id) throw badRequest(DISCUSSION_TEXTS.ownHelpful);
      const vote = and(eq(discussionVotes.postId, post.id), eq(discussionVotes.userId, user.id));
      if (request.body.helpful)
        await unlessPostGone(
          db.insert(discussionVotes).values({ postId: post.id, userId: user.id }).onConflictDoNothing(),
        );
      else await db.delete(discussionVotes).where(vote);
      const read = found(await onePost(db, user, post.id));
      return { helpful: read.helpful, votedHelpful: read.votedHelpful };
    },
  );

  api.post(
    '/discussion/:id/report',
    { schema: { tags, params: idParams, body: discussionReportBody, response: { 201: messageResponse } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { post } = await visiblePost(deps, user, request.params.id);
      if (post.userId === user.id) throw badRequest(DISCUSSION_TEXTS.ownReport);
      const report = { reason: request.body.reason, createdAt: deps.now(), resolvedAt: null };
      // A second report by the same member replaces their first, and opens it again.
      await unlessPostGone(
        db
          .insert(discussionReports)
          .values({ postId: post.id, userId: user.id, ...report })
          .onConflictDoUpdate({ target: [discussionReports.postId, discussionReports.userId], set: report }),
      );
      deps.realtime.toStaff('discussion-report', { postId: post.id });
      return reply.code(201).send({ message: DISCUSSION_TEXTS.reported });
    },
  );

  api.put(
    '/discussion/:id/answer',
    { schema: { tags, params: idParams, body: discussionAnswerBody, response: { 200: discussionThread } } },
    async (request) => {
      const user = currentUser(request);
      const { post } = await visiblePost(deps, user, request.params.id);
      if (post.threadId !== null) throw badRequest(DISCUSSION_TEXTS.answerNotAQuestion);
      if (post.userId !== user.id && !isStaff(user)) throw forbidden(DISCUSSION_TEXTS.onlyAuthorMarks);
      const { answerId } = request.body;
      if (answerId !== null) {
        const [answer] = await db
          .select({ id: discussionPosts.id })
          .from(discussionPosts)
          .where(
            and(
              eq(discussionPosts.id, answerId),
              eq(discussionPosts.threadId, post.id),
              eq(discussionPosts.hidden, false),
            ),
          );
        if (!answer) throw badRequest(`answerId: ${DISCUSSION_TEXTS.answerNotAReply}`, { field: 'answerId' });
      }
      const mark = { table: discussionPosts, where: byId(post.id), set: { answerId } };
      await unlessPostGone(updateAudited(db, request, mark, filing(request)));
      announceChange(deps, post.lectureId);
      return found(await oneThread(db, user, post.id));
    },
  );
}
