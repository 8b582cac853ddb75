import type { FastifyRequest } from 'fastify';
import { isStaff } from '../../../common/roles.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, forbidden } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import type { DiscussionThread } from '../../schemas/index.js';
import { isVisibleReply, markAnswer, markHelpful, reportPost } from './discussions-store.js';
import { onePost, oneThread } from './member-threads.js';
import { announceChange } from './notices.js';
import { readBack, visiblePost } from './post-access.js';
import { DISCUSSION_TEXTS } from './texts.js';

/** A member marks another's post helpful, or takes it back: the post's helpful count and their own vote after it. */
export async function voteHelpful(deps: AppDeps, request: FastifyRequest, id: number, helpful: boolean) {
  const user = currentUser(request);
  const { post } = await visiblePost(deps, user, id);
  if (post.userId === user.id) throw badRequest(DISCUSSION_TEXTS.ownHelpful);
  await markHelpful(deps.db, post.id, user.id, helpful);
  const read = readBack(await onePost(deps.db, user, post.id));
  return { helpful: read.helpful, votedHelpful: read.votedHelpful };
}

/** A member reports another's post to the moderators, whose open screens hear of it at once. */
export async function reportToStaff(deps: AppDeps, request: FastifyRequest, id: number, reason: string) {
  const user = currentUser(request);
  const { post } = await visiblePost(deps, user, id);
  if (post.userId === user.id) throw badRequest(DISCUSSION_TEXTS.ownReport);
  await reportPost(deps.db, post.id, user.id, reason, deps.now());
  deps.realtime.toStaff('discussion-report', { postId: post.id });
}

/** The question's author or staff mark one of its visible replies as its answer, or none. */
export async function chooseAnswer(
  deps: AppDeps,
  request: FastifyRequest,
  id: number,
  answerId: number | null,
): Promise<DiscussionThread> {
  const user = currentUser(request);
  const { post } = await visiblePost(deps, user, id);
  if (post.threadId !== null) throw badRequest(DISCUSSION_TEXTS.answerNotAQuestion);
  if (post.userId !== user.id && !isStaff(user)) throw forbidden(DISCUSSION_TEXTS.onlyAuthorMarks);
  if (answerId !== null && !(await isVisibleReply(deps.db, answerId, post.id)))
    throw badRequest(`answerId: ${DISCUSSION_TEXTS.answerNotAReply}`, { field: 'answerId' });
  await markAnswer(deps.db, request, post.id, answerId);
  announceChange(deps, post.lectureId);
  return readBack(await oneThread(deps.db, user, post.id));
}
