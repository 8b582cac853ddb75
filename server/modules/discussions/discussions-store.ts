import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { ChangeKind } from '../../services/change-feed.js';
import { lectures } from '../lectures/schema.js';
import { recordAudit } from '../shared/audit-trail.js';
import { deleteAudited, insertAudited, updateAudited } from '../shared/audited-writes.js';
import { discussionPosts, discussionReports, discussionVotes } from './schema.js';
import { staffFiling as filing, unlessPostGone } from './staff-audit.js';
import { DISCUSSION_TEXTS } from './texts.js';

/**
 * Posts' and votes' triggers (migration 0037) say `discussion`, naming nobody: every kept discussion
 * answer is made again. Open pages hear of a change over the socket (notices.ts).
 */
export const RAISES = ['discussion'] as const satisfies readonly ChangeKind[];

export type PostRow = typeof discussionPosts.$inferSelect;
type NewPost = typeof discussionPosts.$inferInsert;

const byId = (id: number) => eq(discussionPosts.id, id);

export async function findPost(db: Executor, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(discussionPosts).where(byId(id));
  return row;
}

/**
 * Writes a question, audited when staff ask. The catalogue the caller checked may not have heard of a
 * delete yet: the lecture's row, held while the question is written, says whether it still stands, and
 * its delete waits for the question.
 */
export function insertQuestion(db: Db, request: FastifyRequest, question: NewPost): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const [standing] = await tx
      .select({ id: lectures.id })
      .from(lectures)
      .where(and(eq(lectures.id, question.lectureId), isNull(lectures.deletedAt)))
      .for('share');
    if (!standing) throw notFound(DISCUSSION_TEXTS.lectureNotFound);
    return insertAudited(tx, request, discussionPosts, question, filing(request));
  });
}

/** Writes a reply to a question (a 404 if it went meanwhile); a coach's reply answers an unanswered question. */
export function insertReply(db: Db, request: FastifyRequest, reply: NewPost & { threadId: number }): Promise<PostRow> {
  const written = db.transaction(async (tx) => {
    const created = await insertAudited(tx, request, discussionPosts, reply, filing(request));
    if (created.byStaff)
      await tx
        .update(discussionPosts)
        .set({ answerId: created.id })
        .where(and(byId(reply.threadId), isNull(discussionPosts.answerId)));
    return created;
  });
  return unlessPostGone(written);
}

export async function editPost(db: Db, request: FastifyRequest, id: number, body: string, now: Date): Promise<void> {
  const set = { body, editedAt: now };
  await updateAudited(db, request, { table: discussionPosts, where: byId(id), set }, filing(request));
}

/** A question takes its replies with it; a deleted answer leaves its question unanswered. */
export async function deletePost(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await deleteAudited(db, request, { table: discussionPosts, where: byId(id) }, filing(request));
}

/** The member's helpful mark on the post, set or taken back. */
export async function markHelpful(db: Db, postId: number, userId: number, helpful: boolean): Promise<void> {
  if (helpful) await unlessPostGone(db.insert(discussionVotes).values({ postId, userId }).onConflictDoNothing());
  else
    await db.delete(discussionVotes).where(and(eq(discussionVotes.postId, postId), eq(discussionVotes.userId, userId)));
}

/** A member's report of a post: a second one by the same member replaces their first, and opens it again. */
export async function reportPost(db: Db, postId: number, userId: number, reason: string, now: Date): Promise<void> {
  const report = { reason, createdAt: now, resolvedAt: null };
  await unlessPostGone(
    db
      .insert(discussionReports)
      .values({ postId, userId, ...report })
      .onConflictDoUpdate({ target: [discussionReports.postId, discussionReports.userId], set: report }),
  );
}

/** Whether `replyId` is a visible reply to the question: the only kind of post that may be its answer. */
export async function isVisibleReply(db: Executor, replyId: number, questionId: number): Promise<boolean> {
  const [reply] = await db
    .select({ id: discussionPosts.id })
    .from(discussionPosts)
    .where(and(byId(replyId), eq(discussionPosts.threadId, questionId), eq(discussionPosts.hidden, false)));
  return reply !== undefined;
}

/** Marks a question's answer, or none, audited when staff mark it. */
export async function markAnswer(
  db: Db,
  request: FastifyRequest,
  questionId: number,
  answerId: number | null,
): Promise<void> {
  const mark = { table: discussionPosts, where: byId(questionId), set: { answerId } };
  await unlessPostGone(updateAudited(db, request, mark, filing(request)));
}

export const countPosts = (db: Db, where: SQL | undefined) => db.$count(discussionPosts, where);

/**
 * Staff moderation of a post, in one transaction: hides or shows it, locks or unlocks its thread, and
 * settles its open reports when it is hidden or they are dismissed; each change audited.
 */
export function moderatePost(
  db: Db,
  request: FastifyRequest,
  id: number,
  change: { hidden?: boolean; locked?: boolean; dismissReports?: boolean },
  now: Date,
): Promise<void> {
  const { hidden, locked, dismissReports } = change;
  return db.transaction(async (tx) => {
    if (hidden !== undefined || locked !== undefined) {
      const [was] = await tx.select().from(discussionPosts).where(byId(id)).for('update');
      const [after] = await tx.update(discussionPosts).set({ hidden, locked }).where(byId(id)).returning();
      if (was && after) await recordAudit(tx, request, { recordId: id, action: 'update', before: was, after });
    }
    if (!hidden && !dismissReports) return;
    const settled = await tx
      .update(discussionReports)
      .set({ resolvedAt: now })
      .where(and(eq(discussionReports.postId, id), isNull(discussionReports.resolvedAt)))
      .returning({ id: discussionReports.id });
    if (settled.length > 0)
      await recordAudit(tx, request, {
        recordId: id,
        action: 'update',
        before: { openReports: settled.length },
        after: { openReports: 0 },
      });
  });
}
