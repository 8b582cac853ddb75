import { index, integer, pgTable, real, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { decisions } from '../decisions/schema.js';
import { users } from '../users/schema.js';

/** A card of a member's review deck: a decision and its FSRS memory state (ts-fsrs's `Card`). */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => decisions.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_cards_once').on(t.userId, t.decisionId),
    index('review_cards_user_due_idx').on(t.userId, t.due),
  ],
);

/** Each rating a member gave a card: their streak of days reviewed is read from it. */
export const reviewLog = pgTable(
  'review_log',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    nextDue: timestamp('next_due', { withTimezone: true }).notNull(),
  },
  (t) => [index('review_log_user_reviewed_idx').on(t.userId, t.reviewedAt)],
);
