import { and, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { StaffDiscussionPost, StaffDiscussionRecord } from '../../schemas/index.js';
import { lectures } from '../lectures/schema.js';
import { type ListFilter, type ListPage, withPage } from '../shared/lists.js';
import { users } from '../users/schema.js';
import { discussionPosts, discussionReports } from './schema.js';

type View = 'newest' | 'reported' | 'unanswered';

const openReport = exists(
  sql`(select 1 from ${discussionReports} r where r.post_id = ${discussionPosts.id} and r.resolved_at is null)`,
);
const question = isNull(discussionPosts.threadId);

/** The three views of the staff screen: every question, posts with open reports, unanswered visible questions. */
const VIEWS: Record<View, SQL> = {
  newest: question,
  reported: openReport,
  unanswered: and(question, isNull(discussionPosts.answerId), eq(discussionPosts.hidden, false))!,
};

const sortable = { id: discussionPosts.id, createdAt: discussionPosts.createdAt };

/** The staff list's filter and order (newest first): a view, optionally one lecture, `q` in the text. */
export function staffListFilter(query: { view: View; lectureId?: number }): ListFilter<keyof typeof sortable> {
  return {
    sortable,
    defaultSort: ['createdAt', 'desc'],
    idColumn: discussionPosts.id,
    searchIn: [discussionPosts.body],
    where: and(VIEWS[query.view], query.lectureId ? eq(discussionPosts.lectureId, query.lectureId) : undefined),
  };
}

const columns = {
  post: discussionPosts,
  lectureName: lectures.name,
  authorName: users.name,
  authorEmail: users.email,
  replyCount: sql<number>`(select count(*)::int from discussion_posts p where p.thread_id = ${discussionPosts.id})`,
  reportReasons: sql<
    string[]
  >`coalesce((select array_agg(r.reason order by r.created_at, r.id) from discussion_reports r
    where r.post_id = ${discussionPosts.id} and r.resolved_at is null), '{}')`,
};

function selectPosts(db: Db) {
  return db
    .select(columns)
    .from(discussionPosts)
    .innerJoin(lectures, eq(lectures.id, discussionPosts.lectureId))
    .innerJoin(users, eq(users.id, discussionPosts.userId))
    .$dynamic();
}

type Read = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

function toStaffPost(read: Read): StaffDiscussionPost {
  const { post } = read;
  return {
    id: post.id,
    lectureId: post.lectureId,
    lectureName: read.lectureName,
    threadId: post.threadId,
    authorName: read.authorName,
    authorEmail: read.authorEmail,
    byStaff: post.byStaff,
    body: post.body,
    momentSeconds: post.momentSeconds,
    withHand: post.hand !== null,
    answered: post.answerId !== null,
    hidden: post.hidden,
    locked: post.locked,
    replyCount: read.replyCount,
    reportReasons: read.reportReasons,
    createdAt: post.createdAt.toISOString(),
  };
}

export const staffPage = async (db: Db, page: ListPage) => (await withPage(selectPosts(db), page)).map(toStaffPost);

/** One post for staff, hidden or not, with its replies (the answer first) when it is a question. */
export async function staffRecord(db: Db, id: number): Promise<StaffDiscussionRecord | undefined> {
  const [read] = await selectPosts(db).where(eq(discussionPosts.id, id));
  if (!read) return undefined;
  const replies = await selectPosts(db)
    .where(eq(discussionPosts.threadId, id))
    .orderBy(
      sql`${discussionPosts.id} = ${read.post.answerId ?? 0} desc`,
      discussionPosts.createdAt,
      discussionPosts.id,
    );
  return { ...toStaffPost(read), answerId: read.post.answerId, replies: replies.map(toStaffPost) };
}
