/**
 * Playing cards and the rules of a decision point's spot: cards are written `As`, `Td`, `9c`
 * (rank then suit). One module for the staff editor, the member panel and the server's validation.
 */

export const CARD_RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export const CARD_SUITS = ['s', 'h', 'd', 'c'] as const;
export type Suit = (typeof CARD_SUITS)[number];

export const SUIT_SYMBOLS: Record<Suit, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
export const SUIT_NAMES: Record<Suit, string> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
const RANK_NAMES: Record<string, string> = { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', T: 'Ten' };

/** The 52 cards, rank by rank from aces down. */
export const DECK: readonly string[] = CARD_RANKS.flatMap((rank) => CARD_SUITS.map((suit) => rank + suit));
const DECK_SET: ReadonlySet<string> = new Set(DECK);
export const isCard = (card: string): boolean => DECK_SET.has(card);

export const GAMES = ['NLHE', 'PLO'] as const;
export type Game = (typeof GAMES)[number];
/** Hero's hole cards in each game. */
export const HOLE_CARDS: Record<Game, number> = { NLHE: 2, PLO: 4 };
/** Preflop, flop, turn, river. */
export const BOARD_SIZES = [0, 3, 4, 5] as const;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 4;

/** `Ace of spades`: what a screen reader says for a card. */
export function cardName(card: string): string {
  const rank = card[0];
  return `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[card[1] as Suit]}`;
}

/** `As Kd` → `['As', 'Kd']`; spaces and commas between cards are optional, case is forgiven. */
export function parseCards(written: string): string[] | null {
  const compact = written.replace(/[\s,]+/g, '');
  if (compact.length % 2 !== 0) return null;
  const cards: string[] = [];
  for (let at = 0; at < compact.length; at += 2) cards.push(compact[at].toUpperCase() + compact[at + 1].toLowerCase());
  return cards.every(isCard) ? cards : null;
}

export interface CardsProblem {
  path: (string | number)[];
  message: string;
}

/** What is wrong with hero's cards and the board, naming the field; null if the spot can be dealt. */
export function cardsProblem(game: Game, heroCards: readonly string[], board: readonly string[]): CardsProblem | null {
  const stranger = [
    ...heroCards.map((card, at) => ['heroCards', at, card] as const),
    ...board.map((card, at) => ['board', at, card] as const),
  ].find(([, , card]) => !isCard(card));
  if (stranger)
    return {
      path: [stranger[0], stranger[1]],
      message: `"${stranger[2]}" is not a card; cards are written like As, Td, 9c`,
    };
  if (heroCards.length !== HOLE_CARDS[game])
    return { path: ['heroCards'], message: `${game} needs ${HOLE_CARDS[game]} hole cards, not ${heroCards.length}` };
  if (!(BOARD_SIZES as readonly number[]).includes(board.length))
    return { path: ['board'], message: `A board has 0, 3, 4 or 5 cards, not ${board.length}` };
  const seen = new Set<string>();
  for (const [field, cards] of [
    ['heroCards', heroCards],
    ['board', board],
  ] as const)
    for (const card of cards) {
      if (seen.has(card)) return { path: [field], message: `${card} is used twice` };
      seen.add(card);
    }
  return null;
}

/** What is wrong with the options' shares (whole percentages adding up to 100), or null. */
export function sharesProblem(shares: readonly number[]): CardsProblem | null {
  if (shares.length < MIN_OPTIONS || shares.length > MAX_OPTIONS)
    return {
      path: ['options'],
      message: `A decision has ${MIN_OPTIONS} to ${MAX_OPTIONS} options, not ${shares.length}`,
    };
  const wrong = shares.findIndex((share) => !Number.isInteger(share) || share < 0 || share > 100);
  if (wrong >= 0) return { path: ['options', wrong, 'share'], message: 'A share is a whole number from 0 to 100' };
  const sum = shares.reduce((total, share) => total + share, 0);
  if (sum !== 100) return { path: ['options'], message: `The shares must add up to 100 %, not ${sum} %` };
  return null;
}

/** An option the strategy plays at any frequency is a right answer: a mixed strategy has several. */
export const isRightShare = (share: number): boolean => share > 0;

/** A moment typed as `m:ss` (or `h:mm:ss`) → seconds; null when it is not a time. Written back with `formatChapterTime`. */
export function parseMoment(written: string): number | null {
  const match = /^(?:(\d+):)?(\d{1,3}):([0-5]\d)$/.exec(written.trim());
  if (!match) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export const MAX_POSITIONS = 40;
export const MAX_OPTION_LABEL = 40;
export const MAX_SPOT_ACTION = 300;
export const MAX_EXPLANATION = 2000;
/** The Overview's hardest decisions count only decisions with at least this many first answers. */
export const HARDEST_MIN_ANSWERS = 5;
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const DECISION_TEXTS = {
  notFound: 'Decision not found',
  cardNotFound: 'Review card not found',
  alreadyRated: 'This card was already rated: it comes back when it is due again',
  added: 'Decision added',
  updated: 'Decision updated',
  deleted: 'Decision deleted',
  kept: 'Kept in your review deck',
  pastTheEnd: 'That moment is past the end of the lecture',
  noSuchOption: 'There is no such option',
  positions: 'Please give the positions',
  optionLabel: 'Please name the option',
  explanation: 'Please explain the answer',
} as const;
