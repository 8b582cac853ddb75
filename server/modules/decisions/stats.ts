import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { DecisionStats } from '../../schemas/index.js';
import { decisionAnswers, decisions } from './schema.js';

const answeredCount = sql<number>`count(${decisionAnswers.id})::int`;
const rightCount = sql<number>`(count(${decisionAnswers.id}) filter (where ${decisionAnswers.correct}))::int`;

/** Per decision of a lecture: members' first answers, right ones, and how many chose each option. */
export async function lectureDecisionStats(db: Db, lectureId: number): Promise<DecisionStats[]> {
  const rows = await db
    .select({ decision: decisions, optionIndex: decisionAnswers.optionIndex, chosen: answeredCount, right: rightCount })
    .from(decisions)
    .leftJoin(decisionAnswers, eq(decisionAnswers.decisionId, decisions.id))
    .where(eq(decisions.lectureId, lectureId))
    .groupBy(decisions.id, decisionAnswers.optionIndex)
    .orderBy(asc(decisions.atSeconds), asc(decisions.id));
  const byDecision = new Map<number, DecisionStats>();
  for (const { decision, optionIndex, chosen, right } of rows) {
    const stats = byDecision.get(decision.id) ?? {
      decisionId: decision.id,
      answered: 0,
      right: 0,
      chosen: decision.options.map(() => 0),
    };
    byDecision.set(decision.id, stats);
    // Right is as the decision stood when answered; an option since removed counts as answered, for no option shown.
    if (optionIndex === null) continue;
    stats.answered += chosen;
    stats.right += right;
    if (optionIndex < stats.chosen.length) stats.chosen[optionIndex] += chosen;
  }
  return [...byDecision.values()];
}

/**
 * Decisions with the lowest share of right first answers given in the range, among those with at
 * least `minAnswers` of them; the caller drops lectures staff no longer see.
 */
export async function hardestDecisions(db: Db, range: { start: Date; end: Date }, minAnswers: number) {
  return db
    .select({
      decisionId: decisions.id,
      lectureId: decisions.lectureId,
      atSeconds: decisions.atSeconds,
      positions: decisions.positions,
      answered: answeredCount,
      right: rightCount,
    })
    .from(decisions)
    .innerJoin(
      decisionAnswers,
      and(
        eq(decisionAnswers.decisionId, decisions.id),
        gte(decisionAnswers.answeredAt, range.start),
        lt(decisionAnswers.answeredAt, range.end),
      ),
    )
    .groupBy(decisions.id)
    .having(sql`count(${decisionAnswers.id}) >= ${minAnswers}`)
    .orderBy(sql`${rightCount}::float8 / count(${decisionAnswers.id})`, asc(decisions.id))
    .limit(50);
}
