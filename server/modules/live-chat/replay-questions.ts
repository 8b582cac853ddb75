import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { discussionPosts } from '../discussions/schema.js';
import { liveChatMessages } from './schema.js';

/** Questions written per statement: well under PostgreSQL's limit on one statement's parameters. */
const BATCH = 1000;

interface Replay {
  classId: number;
  lectureId: number;
  /** The second of the replay's video a question asked at `at` is about; null when it falls outside it. */
  momentOf: (at: Date) => number | null;
  now: Date;
}

/**
 * The class's chat questions as questions in its replay lecture's discussion, each by its author, at
 * the time it was asked and its moment of the video. A question is kept once: claimed by `kept_at` in
 * the same statement that reads it, so making the replay again (or twice at once) adds none twice.
 * Messages staff deleted are gone already; the chat's replies are not kept.
 */
export async function keepQuestionsInReplay(tx: Executor, replay: Replay): Promise<void> {
  const { classId, lectureId, momentOf, now } = replay;
  const claimed = await tx
    .update(liveChatMessages)
    .set({ keptAt: now })
    .where(
      and(
        eq(liveChatMessages.classId, classId),
        eq(liveChatMessages.isQuestion, true),
        isNull(liveChatMessages.keptAt),
      ),
    )
    .returning();
  const questions = claimed.sort((a, b) => a.id - b.id);
  for (let from = 0; from < questions.length; from += BATCH) {
    await tx.insert(discussionPosts).values(
      questions.slice(from, from + BATCH).map((question) => ({
        lectureId,
        userId: question.userId,
        byStaff: question.byStaff,
        body: question.body,
        momentSeconds: momentOf(question.createdAt),
        createdAt: question.createdAt,
      })),
    );
  }
}
