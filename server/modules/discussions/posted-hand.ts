import type { ParsedHand } from '../../../common/hand-histories.js';
import type { HandHistoryParser } from '../hand-histories/parse-off-thread.js';
import { anonymiseHand } from './anonymise-hand.js';

/** What a question stores of a member's hand: the hand, and the history as pasted only when names are kept. */
interface StoredHand {
  hand: ParsedHand | null;
  handText: string | null;
}

const NO_HAND: StoredHand = { hand: null, handText: null };

/**
 * Reads a member's pasted history with the parser staff attaches use (same budget; a 400 naming
 * `hand.text`, the line and why for one it cannot read). Unless they keep the names, the others' names
 * are replaced by positions and the text, which holds them, is not kept.
 */
export async function readPostedHand(
  parser: HandHistoryParser,
  posted: { text: string; keepNames: boolean } | undefined,
): Promise<StoredHand> {
  if (!posted) return NO_HAND;
  const hand = await parser.parse(posted.text, 'hand.text');
  return posted.keepNames ? { hand, handText: posted.text } : { hand: anonymiseHand(hand), handText: null };
}
