/** The small pieces every line of a history is made of: amounts, cards, and the error naming a line. */

/** A history that cannot be read: the line (counting from 1, blank lines too) and why. */
export class HandHistoryError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

/** `$1,234.50`, `€2`, `1500`: a currency sign, thousands commas and decimals are all optional. */
const AMOUNT = String.raw`[$€£]?\d[\d,]*(?:\.\d+)?`;
const AMOUNT_WORD = new RegExp(`^${AMOUNT}$`);
/** The blinds of a first line's description, as in `($0.50/$1 USD)`. */
export const BLINDS = new RegExp(String.raw`\((${AMOUNT})/(${AMOUNT})`);

/**
 * Lines are read word by word, an amount being one word: patterns match it as `\S+` (which cannot run into
 * the next word, so nothing backtracks) and this checks it.
 */
export const isAmount = (word: string | undefined): word is string => word !== undefined && AMOUNT_WORD.test(word);

// What `.+` matches in a line: one character or more, none a line break (U+2028 and U+2029 are ones too).
const LINE_TEXT = /^.+$/;
/** Whether a part of a line read by hand (a name) is what `.+` in a pattern would have matched. */
export const isLineText = (text: string): boolean => LINE_TEXT.test(text);

export function amountOf(text: string, line: number): number {
  const value = Number(text.replace(/^[$€£]/, '').replaceAll(',', ''));
  if (!Number.isFinite(value) || value > 1e12) throw new HandHistoryError(line, `"${text}" is not an amount`);
  return value;
}

const CARD = /^[2-9TJQKA][cdhs]$/;

/** The cards of a `[Ah Kd]` group, each checked. */
export function cardsOf(group: string, line: number): string[] {
  const cards = group.trim().split(/\s+/).filter(Boolean);
  for (const card of cards)
    if (!CARD.test(card))
      throw new HandHistoryError(line, `"${card}" is not a card (rank 2–9, T, J, Q, K, A and suit c, d, h, s)`);
  return cards;
}
