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
export const AMOUNT = '[$€£]?\\d[\\d,]*(?:\\.\\d+)?';

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
