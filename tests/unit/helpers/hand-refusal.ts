import {
  HandHistoryError,
  parseHandHistory,
} from '../../../server/modules/hand-histories/parser/parse-hand-history.js';

/** What the parser says of `text`: `parsed`, or its refusal's message (any other error is thrown). */
export function refusal(text: string): string {
  try {
    parseHandHistory(text);
  } catch (error) {
    if (error instanceof HandHistoryError) return error.message;
    throw error;
  }
  return 'parsed';
}
