import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import { decisionAnswers, decisions, reviewCards } from '../../db/schema.js';
import type { DecisionRecord, MemberDecision } from '../../schemas/index.js';

export type DecisionRow = typeof decisions.$inferSelect;

export const toDecisionRecord = (row: DecisionRow): DecisionRecord => ({
  id: row.id,
  lectureId: row.lectureId,
  atSeconds: row.atSeconds,
  game: row.game,
  positions: row.positions,
  stacksBb: row.stacksBb,
  potBb: row.potBb,
  heroCards: row.heroCards,
  board: row.board,
  action: row.action,
  options: row.options,
  explanation: row.explanation,
});

/** A lecture's decisions in playback order, each with this member's first answer and whether it is in their deck. */
export async function memberDecisions(db: Db, user: AuthUser, lectureId: number): Promise<MemberDecision[]> {
  const rows = await db
    .select({
      decision: decisions,
      optionIndex: decisionAnswers.optionIndex,
      correct: decisionAnswers.correct,
      inDeck: sql<boolean>`${reviewCards.id} is not null`,
    })
    .from(decisions)
    .leftJoin(decisionAnswers, and(eq(decisionAnswers.decisionId, decisions.id), eq(decisionAnswers.userId, user.id)))
    .leftJoin(reviewCards, and(eq(reviewCards.decisionId, decisions.id), eq(reviewCards.userId, user.id)))
    .where(eq(decisions.lectureId, lectureId))
    .orderBy(asc(decisions.atSeconds), asc(decisions.id));
  return rows.map((row) => ({
    ...toDecisionRecord(row.decision),
    myAnswer:
      row.optionIndex === null || row.correct === null ? null : { optionIndex: row.optionIndex, correct: row.correct },
    inDeck: row.inDeck,
  }));
}

/** How many decisions each lecture has, for the lecture list's CSV export. */
export async function decisionCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ lectureId: decisions.lectureId, decisions: sql<number>`count(*)::int` })
    .from(decisions)
    .groupBy(decisions.lectureId);
  return new Map(rows.map((row) => [row.lectureId, row.decisions]));
}
