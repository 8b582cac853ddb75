import { type Card, DECK_SIZE } from './cards';
import { STRENGTH } from './evaluate';
import { type EquityInput, knownCards } from './input';
import { Tally } from './tally';

/** Showdowns counted exactly when the run stays under this many hand evaluations (a second or two in a worker). */
const EXACT_EVALUATIONS = 12_000_000;
const OMAHA_WAYS = 60;

const choose = (n: number, k: number): number => {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return Math.round(result);
};

/** The number of boards to count when every hand is known and counting them all is affordable, else null. */
export function exactBoards(input: EquityInput): number | null {
  if (input.holdings.some((holding) => holding.kind !== 'hand')) return null;
  const boards = choose(DECK_SIZE - knownCards(input).length, 5 - input.board.length);
  const perBoard = input.holdings.length * (input.game === 'plo' ? OMAHA_WAYS : 1);
  return boards * perBoard <= EXACT_EVALUATIONS ? boards : null;
}

/** Every board completing the one given, each counted once, in steps a worker can interleave with messages. */
export class BoardEnumeration {
  readonly total: number;
  readonly tally: Tally;
  private readonly deck: Card[];
  private readonly picks: Int32Array;
  private readonly board = new Int32Array(5);
  private readonly hands: Card[][];
  private readonly strengths: Int32Array;
  private readonly strength;
  private finished = false;

  constructor(input: EquityInput) {
    const known = new Set(knownCards(input));
    this.deck = Array.from({ length: DECK_SIZE }, (_, card) => card).filter((card) => !known.has(card));
    this.hands = input.holdings.map((holding) => (holding.kind === 'hand' ? holding.cards : []));
    this.strengths = new Int32Array(this.hands.length);
    this.strength = STRENGTH[input.game];
    input.board.forEach((card, at) => (this.board[at] = card));
    const missing = 5 - input.board.length;
    this.picks = Int32Array.from({ length: missing }, (_, at) => at);
    this.total = choose(this.deck.length, missing);
    this.tally = new Tally(
      this.hands.length,
      this.hands.map(() => false),
    );
  }

  get done(): boolean {
    return this.finished;
  }

  /** Counts up to `limit` more boards. */
  step(limit: number): void {
    const { picks, board, deck, hands, strengths } = this;
    const missing = picks.length;
    const first = 5 - missing;
    for (let counted = 0; counted < limit && !this.finished; counted++) {
      for (let at = 0; at < missing; at++) board[first + at] = deck[picks[at]];
      for (let player = 0; player < hands.length; player++) strengths[player] = this.strength(hands[player], board);
      this.tally.record(strengths);
      this.finished = !this.advance();
    }
  }

  /** The next combination of deck positions, in order; false after the last. */
  private advance(): boolean {
    const { picks } = this;
    const k = picks.length;
    let at = k - 1;
    while (at >= 0 && picks[at] === this.deck.length - k + at) at--;
    if (at < 0) return false;
    picks[at]++;
    for (let next = at + 1; next < k; next++) picks[next] = picks[next - 1] + 1;
    return true;
  }
}
