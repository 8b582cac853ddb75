import type { FastifyRequest } from 'fastify';
import { DISCUSSION_POSTS_PER_HOUR } from '../../../common/discussions.js';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import { BUDGET_HOUR_MS } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, forbidden, tooManyRequests } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import type { DiscussionPost, DiscussionQuestion, DiscussionThread } from '../../schemas/index.js';
import type { HandHistoryParser } from '../hand-histories/parse-off-thread.js';
import { deletePost, editPost, insertQuestion, insertReply, type PostRow } from './discussions-store.js';
import { editableUntil, onePost, oneThread } from './member-threads.js';
import { announceChange, tellQuestionAuthor } from './notices.js';
import { readBack, visiblePost, watchableLecture } from './post-access.js';
import { readPostedHand } from './posted-hand.js';
import { DISCUSSION_TEXTS } from './texts.js';

/** Staff post freely; a member's questions and replies count against an hourly budget every process shares. */
async function takePostingBudget(deps: Pick<AppDeps, 'budgets'>, user: AuthUser) {
  if (isStaff(user)) return;
  const use = await deps.budgets.take(`discussion-posts:${user.id}`, DISCUSSION_POSTS_PER_HOUR, BUDGET_HOUR_MS);
  if (!use.allowed)
    throw tooManyRequests(DISCUSSION_TEXTS.tooManyPosts(Math.ceil(use.retryAfterMs / 60_000)), use.retryAfterMs / 1000);
}

/** The caller's own post: others' are refused after the visibility check. */
async function ownPost(deps: AppDeps, user: AuthUser, id: number): Promise<PostRow> {
  const { post } = await visiblePost(deps, user, id);
  if (post.userId !== user.id) throw forbidden(DISCUSSION_TEXTS.notYours);
  return post;
}

/**
 * A question or comment, optionally with a hand for review: the hand is read (and a history that does
 * not parse refused) after the posting budget is taken, so refused hands count as posts, and before
 * anything is written.
 */
export async function askQuestion(
  deps: AppDeps,
  request: FastifyRequest,
  lectureId: number,
  asked: DiscussionQuestion,
  parser: HandHistoryParser,
): Promise<DiscussionThread> {
  const user = currentUser(request);
  const lecture = await watchableLecture(deps, user, lectureId);
  const momentSeconds = asked.momentSeconds ?? null;
  const length = lecture.lecture.lengthSeconds;
  if (momentSeconds !== null && length > 0 && momentSeconds > length)
    throw badRequest(`momentSeconds: ${DISCUSSION_TEXTS.pastTheEnd}`, { field: 'momentSeconds' });
  await takePostingBudget(deps, user);
  const hand = await readPostedHand(parser, asked.hand);
  const question = { lectureId, userId: user.id, byStaff: isStaff(user), body: asked.body, momentSeconds, ...hand };
  const row = await insertQuestion(deps.db, request, { ...question, createdAt: deps.now() });
  announceChange(deps, row.lectureId);
  return readBack(await oneThread(deps.db, user, row.id));
}

/** A reply to a question; a reply to a reply joins the same question: replies go one level deep. */
export async function replyTo(
  deps: AppDeps,
  request: FastifyRequest,
  postId: number,
  body: string,
): Promise<DiscussionPost> {
  const user = currentUser(request);
  const { thread, lecture } = await visiblePost(deps, user, postId);
  if (thread.locked && !isStaff(user)) throw conflict(DISCUSSION_TEXTS.locked);
  await takePostingBudget(deps, user);
  const reply = { lectureId: thread.lectureId, threadId: thread.id, userId: user.id, byStaff: isStaff(user), body };
  const row = await insertReply(deps.db, request, { ...reply, createdAt: deps.now() });
  announceChange(deps, row.lectureId);
  await tellQuestionAuthor(deps, thread, row, user, lecture.lecture.name);
  return readBack(await onePost(deps.db, user, row.id));
}

/** The caller's own post changed, within its edit window. */
export async function editOwnPost(
  deps: AppDeps,
  request: FastifyRequest,
  id: number,
  body: string,
): Promise<DiscussionPost> {
  const user = currentUser(request);
  const post = await ownPost(deps, user, id);
  if (deps.now() > editableUntil(post)) throw forbidden(DISCUSSION_TEXTS.editWindowOver);
  await editPost(deps.db, request, post.id, body, deps.now());
  announceChange(deps, post.lectureId);
  return readBack(await onePost(deps.db, user, post.id));
}

/** The caller's own post deleted, or any post by staff. */
export async function removePost(deps: AppDeps, request: FastifyRequest, id: number): Promise<void> {
  const user = currentUser(request);
  const post = isStaff(user) ? (await visiblePost(deps, user, id)).post : await ownPost(deps, user, id);
  await deletePost(deps.db, request, post.id);
  announceChange(deps, post.lectureId);
}
