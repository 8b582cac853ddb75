import { HANDS } from '../../../common/range-chart';
import { type Card, makeCard, parseCards, rankCode } from './cards';
import { parseRangeText, type RangeWeights } from './range-text';

export type Game = 'nlhe' | 'plo';
export const HOLE_CARDS: Record<Game, number> = { nlhe: 2, plo: 4 };

/** What one player holds: known cards, a preflop range (hold'em), or any cards at all. */
export type Holding = { kind: 'hand'; cards: Card[] } | { kind: 'range'; weights: RangeWeights } | { kind: 'random' };

/** A player's typed text: empty is any hand, cards are a hand, anything else a hold'em range. */
export function parseHolding(text: string, game: Game): { holding: Holding } | { message: string } {
  if (text.trim() === '') return { holding: { kind: 'random' } };
  const cards = parseCards(text);
  const size = HOLE_CARDS[game];
  if ('cards' in cards) {
    if (cards.cards.length === size) return { holding: { kind: 'hand', cards: cards.cards } };
    return {
      message: `A ${game === 'plo' ? 'PLO' : "hold'em"} hand has ${size} cards, like ${game === 'plo' ? 'AhAsKdQd' : 'AhKd'}`,
    };
  }
  if (game === 'plo') return { message: 'A PLO hand is 4 cards like AhAsKdQd' };
  const range = parseRangeText(text);
  return 'weights' in range ? { holding: { kind: 'range', weights: range.weights } } : range;
}

const SUIT_PAIRS: [number, number][] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 2],
  [1, 3],
  [2, 3],
];

/** The combos of a grid hand class: 6 for a pair, 4 suited, 12 offsuit. */
export function combosOfClass(hand: string): [Card, Card][] {
  const high = rankCode(hand[0]);
  const low = rankCode(hand[1]);
  if (hand.length === 2) return SUIT_PAIRS.map(([a, b]) => [makeCard(high, a), makeCard(high, b)]);
  if (hand[2] === 's') return [0, 1, 2, 3].map((suit) => [makeCard(high, suit), makeCard(low, suit)]);
  return [0, 1, 2, 3].flatMap((a) =>
    [0, 1, 2, 3].filter((b) => b !== a).map((b): [Card, Card] => [makeCard(high, a), makeCard(low, b)]),
  );
}

/** The grid index of each class, the key of the per-class figures. */
export const CLASS_INDEX: ReadonlyMap<string, number> = new Map(HANDS.map((hand, at) => [hand, at]));
