import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { lectures } from '../lectures/schema.js';
import { users } from '../users/schema.js';

/** One option of a decision: its label (`Raise to 9 bb`) and the strategy's share of it in percent. */
export interface DecisionOption {
  label: string;
  share: number;
}

/** A decision point a coach placed in a lecture: the spot at that moment and the options' shares. */
export const decisions = pgTable(
  'decisions',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    atSeconds: real('at_seconds').notNull(),
    game: text('game').$type<'NLHE' | 'PLO'>().notNull(),
    positions: text('positions').notNull(),
    stacksBb: real('stacks_bb').notNull(),
    potBb: real('pot_bb').notNull(),
    heroCards: jsonb('hero_cards').$type<string[]>().notNull(),
    board: jsonb('board').$type<string[]>().notNull(),
    action: text('action').notNull(),
    options: jsonb('options').$type<DecisionOption[]>().notNull(),
    explanation: text('explanation').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('decisions_lecture_idx').on(t.lectureId, t.atSeconds, t.id),
    check('decisions_game_check', sql`${t.game} IN ('NLHE', 'PLO')`),
  ],
);

/** A member's first answer to a decision: the stats count it; later tries only feed their review deck. */
export const decisionAnswers = pgTable(
  'decision_answers',
  {
    id: serial('id').primaryKey(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => decisions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionIndex: integer('option_index').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('decision_answers_once').on(t.decisionId, t.userId),
    index('decision_answers_user_idx').on(t.userId),
    index('decision_answers_answered_idx').on(t.answeredAt),
  ],
);
