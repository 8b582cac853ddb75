import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { DISCUSSION_EDIT_MINUTES } from '../../../common/discussions.js';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import type { DiscussionPost, DiscussionThread } from '../../schemas/index.js';
import { users } from '../users/schema.js';
import type { PostRow } from './discussions-store.js';
import { discussionPosts } from './schema.js';

const EDIT_WINDOW_MS = DISCUSSION_EDIT_MINUTES * 60_000;
const helpfulCount = sql<number>`(select count(*)::int from discussion_votes v where v.post_id = ${discussionPosts.id})`;

/** The columns a member's view of a post is made of. */
const postColumns = (user: AuthUser) => ({
  post: discussionPosts,
  authorName: users.name,
  helpful: helpfulCount,
  votedHelpful: sql<boolean>`exists (select 1 from discussion_votes v where v.post_id = ${discussionPosts.id} and v.user_id = ${user.id})`,
});

interface PostRead {
  post: PostRow;
  authorName: string;
  helpful: number;
  votedHelpful: boolean;
}

export const editableUntil = (post: Pick<PostRow, 'createdAt'>) => new Date(post.createdAt.getTime() + EDIT_WINDOW_MS);

function toPost(read: PostRead, user: AuthUser): DiscussionPost {
  const { post } = read;
  return {
    id: post.id,
    lectureId: post.lectureId,
    threadId: post.threadId,
    authorName: read.authorName,
    byStaff: post.byStaff,
    mine: post.userId === user.id,
    body: post.body,
    momentSeconds: post.momentSeconds,
    hand: post.hand,
    helpful: read.helpful,
    votedHelpful: read.votedHelpful,
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    editableUntil: editableUntil(post).toISOString(),
  };
}

/** Members never see hidden posts; staff reading the member view do not either, so it is what members see. */
function readPosts(db: Db, user: AuthUser, where: SQL | undefined) {
  return db
    .select(postColumns(user))
    .from(discussionPosts)
    .innerJoin(users, eq(users.id, discussionPosts.userId))
    .where(and(where, eq(discussionPosts.hidden, false)))
    .$dynamic();
}

/** Questions with their replies: the reply marked as the answer first, the others oldest first. */
async function withReplies(db: Db, user: AuthUser, questions: PostRead[]): Promise<DiscussionThread[]> {
  const ids = questions.map((read) => read.post.id);
  const replies = ids.length
    ? await readPosts(db, user, inArray(discussionPosts.threadId, ids)).orderBy(
        asc(discussionPosts.createdAt),
        asc(discussionPosts.id),
      )
    : [];
  return questions.map((question) => {
    const { answerId } = question.post;
    const own = replies.filter((reply) => reply.post.threadId === question.post.id);
    const ordered = [...own.filter((r) => r.post.id === answerId), ...own.filter((r) => r.post.id !== answerId)];
    return {
      ...toPost(question, user),
      answerId: own.some((r) => r.post.id === answerId) ? answerId : null,
      locked: question.post.locked,
      replies: ordered.map((reply) => toPost(reply, user)),
    };
  });
}

export interface ThreadPage {
  sort: 'newest' | 'helpful';
  offset: number;
  limit?: number;
}

/** One page of a lecture's discussion as members see it, and how many questions it has in all. */
export async function lectureThreads(db: Db, user: AuthUser, lectureId: number, page: ThreadPage) {
  const where = and(eq(discussionPosts.lectureId, lectureId), isNull(discussionPosts.threadId));
  const newest = [desc(discussionPosts.createdAt), desc(discussionPosts.id)];
  let query = readPosts(db, user, where)
    .orderBy(...(page.sort === 'helpful' ? [desc(helpfulCount), ...newest] : newest))
    .offset(page.offset);
  if (page.limit !== undefined) query = query.limit(page.limit);
  const [questions, total] = await Promise.all([
    query,
    db.$count(discussionPosts, and(where, eq(discussionPosts.hidden, false))),
  ]);
  return { threads: await withReplies(db, user, questions), total };
}

/** One question with its replies, as members see it. */
export async function oneThread(db: Db, user: AuthUser, threadId: number): Promise<DiscussionThread | undefined> {
  const [thread] = await withReplies(db, user, await readPosts(db, user, eq(discussionPosts.id, threadId)));
  return thread;
}

/** One post (a reply, say) as members see it, with its author and votes. */
export async function onePost(db: Db, user: AuthUser, id: number): Promise<DiscussionPost | undefined> {
  const [read] = await readPosts(db, user, eq(discussionPosts.id, id));
  return read && toPost(read, user);
}
