import { and, asc, eq, sql } from 'drizzle-orm';
import { mayUse } from '../../access/staff-rules.js';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import type { DecisionRecord, DecisionReveal, MemberDecision, ShownDecision } from '../../schemas/index.js';
import { reviewCards } from '../review/schema.js';
import { decisionAnswers, decisions } from './schema.js';

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

/** A decision's answer: what a member is shown once they answered. */
export const toReveal = (row: DecisionRow): DecisionReveal => ({ options: row.options, explanation: row.explanation });

/**
 * The decision as this caller is shown it: the answer only once they answered it, or to the staff who
 * edit decisions (their editor reads the same list); an honest first answer is what the stats count.
 */
export function toShownDecision(row: DecisionRow, user: AuthUser, answered: boolean): ShownDecision {
  const record = toDecisionRecord(row);
  if (answered || mayUse(user.role, 'lectures', 'read')) return record;
  const { explanation: _answer, ...spot } = record;
  return { ...spot, options: record.options.map(({ label }) => ({ label })) };
}

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
    ...toShownDecision(row.decision, user, row.optionIndex !== null),
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
