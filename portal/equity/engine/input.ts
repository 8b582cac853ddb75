import { type Card, cardName, DECK_SIZE } from './cards';
import { combosOfClass, type Game, type Holding, HOLE_CARDS } from './holdings';

/** What the calculator is asked: each player's holding (hero first), the board so far and the cards out of play. */
export interface EquityInput {
  game: Game;
  holdings: Holding[];
  board: Card[];
  dead: Card[];
}

export const MAX_OPPONENTS = 5;
/** A board is empty, a flop, a turn or a river. */
export const BOARD_SIZES: readonly number[] = [0, 3, 4, 5];

/** Every card already placed: known hands, the board and the dead cards. */
export const knownCards = (input: EquityInput): Card[] => [
  ...input.holdings.flatMap((holding) => (holding.kind === 'hand' ? holding.cards : [])),
  ...input.board,
  ...input.dead,
];

/** The combos of a range left once the known cards are out, each with its weight. */
export function liveCombos(
  holding: Holding,
  known: ReadonlySet<Card>,
): { combo: [Card, Card]; weight: number; hand: string }[] {
  if (holding.kind !== 'range') return [];
  return Object.entries(holding.weights).flatMap(([hand, weight]) =>
    weight > 0
      ? combosOfClass(hand)
          .filter(([a, b]) => !known.has(a) && !known.has(b))
          .map((combo) => ({ combo, weight, hand }))
      : [],
  );
}

/** Which field a problem is in: a player's index (hero is 0), the board or the dead cards. */
export type EquityField = number | 'board' | 'dead';

/** Why the calculator cannot run on this input, with the field where there is one; null if it can. */
export function inputProblem(input: EquityInput): { message: string; field?: EquityField } | null {
  const players = input.holdings.length;
  if (players < 2 || players > MAX_OPPONENTS + 1)
    return { message: `Hero plays against 1 to ${MAX_OPPONENTS} opponents` };
  if (!BOARD_SIZES.includes(input.board.length))
    return { message: 'The board is empty, a flop (3 cards), a turn (4) or a river (5)', field: 'board' };
  const ranged = input.holdings.findIndex((holding) => holding.kind === 'range');
  if (input.game === 'plo' && ranged >= 0)
    return { message: "A PLO hand is 4 cards like AhAsKdQd; ranges are for hold'em", field: ranged };
  const known = knownCards(input);
  const seen = new Set<Card>();
  for (const card of known) {
    if (seen.has(card)) return { message: `${cardName(card)} is used twice` };
    seen.add(card);
  }
  const dealt = input.holdings.filter((holding) => holding.kind !== 'hand').length * HOLE_CARDS[input.game];
  if (known.length + dealt + 5 - input.board.length > DECK_SIZE)
    return { message: 'Not enough cards left in the deck' };
  const empty = input.holdings.findIndex(
    (holding) => holding.kind === 'range' && liveCombos(holding, seen).length === 0,
  );
  if (empty >= 0)
    return {
      message: `${empty === 0 ? "Hero's" : `Opponent ${empty}'s`} range has no hand left beside the known cards`,
      field: empty,
    };
  return null;
}
