import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { type Card, createEmptyCard, fsrs, generatorParameters, type Grade, Rating, type State } from 'ts-fsrs';
import type { ReviewRating } from '../../../common/poker-cards.js';
import type { Db, Executor } from '../../db/database.js';
import type { ChangeKind } from '../../services/change-feed.js';
import { decisionAnswers, decisions } from '../decisions/schema.js';
import { reviewCards, reviewLog } from './schema.js';

/** Cards' and ratings' triggers (migration 0037) say `review`, naming the member: their deck is made again. */
export const RAISES = ['review'] as const satisfies readonly ChangeKind[];

/** The review deck's scheduler: FSRS with its default weights and learning steps, no fuzz (a due date is reproducible). */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));
const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const DAY_MS = 86_400_000;
// A streak longer than this reads as this many days: the query stays bounded.
const LONGEST_STREAK_COUNTED = 366;

export type CardRow = typeof reviewCards.$inferSelect;

const toCard = (row: CardRow): Card => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: 0,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state as State,
  last_review: row.lastReview ?? undefined,
});

const cardColumns = (card: Card) => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

/**
 * Puts a decision in the member's deck, due now: a new card, or one already there brought forward
 * (getting it wrong again means it is not learnt, whatever its schedule said).
 */
export async function putInDeck(db: Executor, userId: number, decisionId: number, now: Date): Promise<void> {
  await db
    .insert(reviewCards)
    .values({ userId, decisionId, ...cardColumns(createEmptyCard(now)), createdAt: now })
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.decisionId],
      set: { due: sql`least(${reviewCards.due}, excluded.due)` },
    });
}

/** Adds a decision the member chose to keep; a card already there keeps its schedule. */
export async function keepInDeck(db: Executor, userId: number, decisionId: number, now: Date): Promise<void> {
  await db
    .insert(reviewCards)
    .values({ userId, decisionId, ...cardColumns(createEmptyCard(now)), createdAt: now })
    .onConflictDoNothing();
}

/** The lecture of the member's card, or undefined when the card is not theirs. */
export async function lectureOfCard(db: Db, userId: number, cardId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ lectureId: decisions.lectureId })
    .from(reviewCards)
    .innerJoin(decisions, eq(decisions.id, reviewCards.decisionId))
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
  return row?.lectureId;
}

/** The member's cards due by `now` with their decisions and whether the member answered each, soonest first. */
export async function dueCards(db: Db, userId: number, now: Date) {
  return db
    .select({ card: reviewCards, decision: decisions, answered: sql<boolean>`${decisionAnswers.id} is not null` })
    .from(reviewCards)
    .innerJoin(decisions, eq(decisions.id, reviewCards.decisionId))
    .leftJoin(decisionAnswers, and(eq(decisionAnswers.decisionId, decisions.id), eq(decisionAnswers.userId, userId)))
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now)))
    .orderBy(asc(reviewCards.due), asc(reviewCards.id));
}

/** When the member's next card not yet due by `now` falls due, if any. */
export async function nextDue(db: Db, userId: number, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ due: sql<Date | null>`min(${reviewCards.due})`.mapWith(reviewCards.due) })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), gt(reviewCards.due, now)));
  return row?.due ?? undefined;
}

/** A rating of the member's card, made on the showing of it that was due at `shownDue` when the client sends it. */
export interface CardRating {
  userId: number;
  cardId: number;
  rating: ReviewRating;
  shownDue?: Date;
}

/**
 * Rates the member's card as FSRS does and logs the review: the card as rated, `'rated'` when the
 * showing named was already rated (its due has moved on), undefined when the card is not theirs.
 * The card is locked while it is rated, so two ratings sent at once are checked one after the other.
 */
export async function rateCard(db: Db, { userId, cardId, rating, shownDue }: CardRating, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)))
      .for('update');
    if (!row) return undefined;
    if (shownDue && shownDue.getTime() !== row.due.getTime()) return 'rated' as const;
    const { card } = scheduler.next(toCard(row), now, GRADES[rating]);
    await tx.update(reviewCards).set(cardColumns(card)).where(eq(reviewCards.id, row.id));
    await tx
      .insert(reviewLog)
      .values({ cardId: row.id, userId, rating: GRADES[rating], reviewedAt: now, nextDue: card.due });
    return card;
  });
}

/** Days in a row (UTC) on which the member rated a card, up to today, or up to yesterday if not yet today. */
export async function reviewStreak(db: Db, userId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - (LONGEST_STREAK_COUNTED + 1) * DAY_MS);
  const rows = await db
    .selectDistinct({ day: sql<string>`to_char(${reviewLog.reviewedAt} at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), sql`${reviewLog.reviewedAt} >= ${since}`));
  const days = new Set(rows.map((row) => row.day));
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  let at = days.has(dayOf(now.getTime())) ? now.getTime() : now.getTime() - DAY_MS;
  let streak = 0;
  while (days.has(dayOf(at)) && streak < LONGEST_STREAK_COUNTED) {
    streak += 1;
    at -= DAY_MS;
  }
  return streak;
}
