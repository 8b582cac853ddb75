import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DECISION_TEXTS } from '../../../common/poker-cards.js';
import type { AuthUser } from '../../access/types.js';
import type { Db, Executor, Tx } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { DecisionBody, DecisionStats, MemberDecision } from '../../schemas/index.js';
import type { ChangeKind } from '../../services/change-feed.js';
import { keepInDeck, putInDeck } from '../review/review-store.js';
import { reviewCards } from '../review/schema.js';
import { lectureChild } from '../shared/audit-trail.js';
import { deleteAudited, insertAudited, updateAudited } from '../shared/audited-writes.js';
import { type DecisionRow, toShownDecision } from './records.js';
import { decisionAnswers, decisions } from './schema.js';

/**
 * Triggers (migration 0037) say `review` on every write: a decision's names nobody (every member's deck
 * is made again), an answer's names its member. Cards put in a deck raise review-store's.
 */
export const RAISES = ['review'] as const satisfies readonly ChangeKind[];

const ofLecture = (lectureId: number, decisionId: number) =>
  and(eq(decisions.id, decisionId), eq(decisions.lectureId, lectureId))!;
const filed = (row: DecisionRow) => lectureChild('decisions', row.lectureId);
const answeredCount = sql<number>`count(${decisionAnswers.id})::int`;
const rightCount = sql<number>`(count(${decisionAnswers.id}) filter (where ${decisionAnswers.correct}))::int`;

export async function findDecision(db: Executor, id: number): Promise<DecisionRow | undefined> {
  const [row] = await db.select().from(decisions).where(eq(decisions.id, id));
  return row;
}

/** Runs `write` holding the decision's row: its delete waits for the write, or came first and it is a 404. */
function whileDecisionStays<T>(db: Db, decisionId: number, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: decisions.id })
      .from(decisions)
      .where(eq(decisions.id, decisionId))
      .for('key share');
    if (!held) throw notFound(DECISION_TEXTS.notFound);
    return write(tx);
  });
}

export interface DecisionAnswer {
  decisionId: number;
  userId: number;
  optionIndex: number;
  correct: boolean;
}

/**
 * Records a member's answer: the first one is the one the stats count (`counted`); a later one changes
 * only the deck, which a wrong answer puts the decision in. `inDeck` says whether it is there now.
 */
export function recordAnswer(db: Db, answer: DecisionAnswer, now: Date) {
  const { decisionId, userId, correct } = answer;
  return whileDecisionStays(db, decisionId, async (tx) => {
    const recorded = await tx
      .insert(decisionAnswers)
      .values({ ...answer, answeredAt: now })
      .onConflictDoNothing()
      .returning({ id: decisionAnswers.id });
    if (!correct) await putInDeck(tx, userId, decisionId, now);
    const [card] = await tx
      .select({ id: reviewCards.id })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.decisionId, decisionId)));
    return { counted: recorded.length > 0, inDeck: card !== undefined };
  });
}

/** Puts a decision the member chose to keep in their deck, unless it was deleted meanwhile (a 404). */
export const keepDecision = (db: Db, userId: number, decisionId: number, now: Date) =>
  whileDecisionStays(db, decisionId, (tx) => keepInDeck(tx, userId, decisionId, now));

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

/** Per lecture with an answer of the member's: its decisions, and how many they answered, and got right, the first time. */
export function memberScores(db: Executor, userId: number) {
  return db
    .select({
      lectureId: decisions.lectureId,
      total: sql<number>`count(${decisions.id})::int`,
      answered: answeredCount,
      right: rightCount,
    })
    .from(decisions)
    .leftJoin(
      decisionAnswers,
      sql`${decisionAnswers.decisionId} = ${decisions.id} and ${eq(decisionAnswers.userId, userId)}`,
    )
    .groupBy(decisions.lectureId)
    .having(sql`count(${decisionAnswers.id}) > 0`);
}

/** Staff place a decision on a lecture, audited. */
export function insertDecision(db: Db, request: FastifyRequest, lectureId: number, body: DecisionBody, now: Date) {
  const values = { ...body, lectureId, createdAt: now, updatedAt: now };
  return db.transaction((tx) => insertAudited(tx, request, decisions, values, filed));
}

/** The lecture's decision as changed, audited; undefined when it has no such decision. */
export function updateDecision(
  db: Db,
  request: FastifyRequest,
  lectureId: number,
  decisionId: number,
  body: DecisionBody,
  now: Date,
): Promise<DecisionRow | undefined> {
  const set = { ...body, updatedAt: now };
  return updateAudited(db, request, { table: decisions, where: ofLecture(lectureId, decisionId), set }, filed);
}

/** The lecture's decision deleted, audited; undefined when it has no such decision. */
export function deleteDecision(db: Db, request: FastifyRequest, lectureId: number, decisionId: number) {
  return deleteAudited(db, request, { table: decisions, where: ofLecture(lectureId, decisionId) }, filed);
}

/** A deleted lecture's decisions go with it, and with them the review cards members made of them. */
export async function deleteLectureDecisions(tx: Tx, lectureId: number): Promise<void> {
  await tx.delete(decisions).where(eq(decisions.lectureId, lectureId));
}

/** How many decisions each lecture has, for the lecture list's CSV export. */
export async function decisionCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ lectureId: decisions.lectureId, decisions: sql<number>`count(*)::int` })
    .from(decisions)
    .groupBy(decisions.lectureId);
  return new Map(rows.map((row) => [row.lectureId, row.decisions]));
}

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
