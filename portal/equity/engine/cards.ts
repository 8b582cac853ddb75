/**
 * Cards as the evaluator numbers them: rank (2 = 0 … A = 12) times 4 plus the suit (s, h, d, c), so
 * `Ah` is 49. Hands, boards and dead cards are typed as text like `AhKd`, `Ks 8c 5c` or `Td,2s`.
 */
export type Card = number;

const RANK_CHARS = '23456789TJQKA';
const SUIT_CHARS = 'shdc';
export const DECK_SIZE = 52;

export const rankOf = (card: Card): number => card >> 2;
export const suitOf = (card: Card): number => card & 3;
export const cardName = (card: Card): string => RANK_CHARS[rankOf(card)] + SUIT_CHARS[suitOf(card)];
export const makeCard = (rank: number, suit: number): Card => rank * 4 + suit;
/** A rank's code from its letter (`A` → 12), or -1. */
export const rankCode = (letter: string): number => RANK_CHARS.indexOf(letter.toUpperCase());

/** The cards of a text, or why it is not a list of cards (an unknown card, one typed twice). */
export function parseCards(text: string): { cards: Card[] } | { message: string } {
  const compact = text.replace(/[\s,]+/g, '');
  if (compact.length % 2 !== 0) return { message: `"${text.trim()}" is not a list of cards like AhKd` };
  const cards: Card[] = [];
  for (let at = 0; at < compact.length; at += 2) {
    const rank = rankCode(compact[at]);
    const suit = SUIT_CHARS.indexOf(compact[at + 1].toLowerCase());
    const typed = compact.slice(at, at + 2);
    if (rank < 0 || suit < 0) return { message: `"${typed}" is not a card; cards are like Ah, Td, 7c` };
    const card = makeCard(rank, suit);
    if (cards.includes(card)) return { message: `${cardName(card)} is typed twice` };
    cards.push(card);
  }
  return { cards };
}
