import { mayUse } from '../../access/roles.js';
import type { AuthUser } from '../../access/types.js';
import type { DecisionRecord, DecisionReveal, ShownDecision } from '../../schemas/index.js';
import type { decisions } from './schema.js';

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
