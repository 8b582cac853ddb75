import { siblingModule } from '../../../build/source-tree.js';
import type { ParsedHand } from '../../../common/hand-histories.js';
import { badRequest } from '../../errors.js';
import { BudgetedWorker, OverBudget } from '../../services/budgeted-worker.js';

/**
 * How long one history may take to read. The parser is linear: the longest history the size limit allows
 * reads in milliseconds, so only a parser fault (or a starved machine) reaches this, and never blocks requests.
 */
export const PARSE_BUDGET_MS = 1_000;
const overBudget = (field: string, budgetMs: number) =>
  `${field}: reading this history took longer than a hand history should (over ${budgetMs / 1000} s); attach one hand as the site wrote it`;

export type ParseOutcome = { hand: ParsedHand } | { refused: { line: number; message: string } };

/**
 * Parses histories on a worker thread: a 400 naming the line and why, or the budget, for one that fails,
 * on the body's `field` that held the text.
 */
export function handHistoryParser(budgetMs = PARSE_BUDGET_MS) {
  const worker = new BudgetedWorker<string, ParseOutcome>(siblingModule(import.meta.url, 'parse-worker'), budgetMs);
  return {
    async parse(text: string, field = 'text'): Promise<ParsedHand> {
      let outcome: ParseOutcome;
      try {
        outcome = await worker.run(text);
      } catch (error) {
        if (error instanceof OverBudget) throw badRequest(overBudget(field, budgetMs), { field });
        throw error;
      }
      if ('hand' in outcome) return outcome.hand;
      throw badRequest(`${field}: ${outcome.refused.message}`, { field, line: outcome.refused.line });
    },
    close: () => worker.close(),
  };
}
export type HandHistoryParser = ReturnType<typeof handHistoryParser>;
