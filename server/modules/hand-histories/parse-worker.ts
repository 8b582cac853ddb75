/** The hand-history parser's thread (parse-off-thread.ts): a history in, the hand or why it cannot be read out. */
import { serveJobs } from '../../services/budgeted-worker.js';
import type { ParseOutcome } from './parse-off-thread.js';
import { HandHistoryError, parseHandHistory } from './parser/parse-hand-history.js';

serveJobs((text: string): ParseOutcome => {
  try {
    return { hand: parseHandHistory(text) };
  } catch (error) {
    if (error instanceof HandHistoryError) return { refused: { line: error.line, message: error.message } };
    throw error;
  }
});
