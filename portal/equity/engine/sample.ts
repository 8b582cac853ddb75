import { type Card, DECK_SIZE } from './cards';
import { STRENGTH } from './evaluate';
import { CLASS_INDEX, HOLE_CARDS } from './holdings';
import { type EquityInput, knownCards, liveCombos } from './input';
import { type RandomSource, Xoshiro128 } from './random';
import { Tally } from './tally';

interface RangeDraw {
  combos: [Card, Card][];
  classes: Int16Array;
  /** Running sums of the weights, to draw a combo in proportion to its weight. */
  cumulative: Float64Array;
}

/** Many ranges can collide on every deal; past this many redeals in a row the run gives up. */
const MAX_REDEALS = 10_000;

/** Monte Carlo: each deal gives every range a combo (by weight), every unknown hand and the board random cards. */
export class DealSampler {
  readonly tally: Tally;
  private readonly random: RandomSource;
  private readonly deck: Card[];
  private readonly hands: Card[][];
  private readonly draws: (RangeDraw | null)[];
  private readonly dealt: boolean[];
  private readonly board = new Int32Array(5);
  private readonly boardKnown: number;
  private readonly strengths: Int32Array;
  private readonly classes: Int16Array;
  private readonly marks = new Int32Array(DECK_SIZE);
  private stamp = 0;
  private readonly strength;
  private readonly holeSize: number;

  /** `source`: a seed, or the generator itself (tests hand in deliberately flawed ones). */
  constructor(input: EquityInput, source: number | RandomSource) {
    const known = new Set(knownCards(input));
    this.random = typeof source === 'number' ? Xoshiro128.seeded(source) : source;
    this.deck = Array.from({ length: DECK_SIZE }, (_, card) => card).filter((card) => !known.has(card));
    this.holeSize = HOLE_CARDS[input.game];
    this.hands = input.holdings.map((holding) =>
      holding.kind === 'hand' ? holding.cards : new Array<Card>(this.holeSize).fill(0),
    );
    this.dealt = input.holdings.map((holding) => holding.kind === 'random');
    this.draws = input.holdings.map((holding) => {
      if (holding.kind !== 'range') return null;
      const live = liveCombos(holding, known);
      let sum = 0;
      return {
        combos: live.map((entry) => entry.combo),
        classes: Int16Array.from(live, (entry) => CLASS_INDEX.get(entry.hand)!),
        cumulative: Float64Array.from(live, (entry) => (sum += entry.weight)),
      };
    });
    input.board.forEach((card, at) => (this.board[at] = card));
    this.boardKnown = input.board.length;
    this.strengths = new Int32Array(this.hands.length);
    this.classes = new Int16Array(this.hands.length);
    this.strength = STRENGTH[input.game];
    this.tally = new Tally(
      this.hands.length,
      input.holdings.map((holding) => holding.kind === 'range'),
    );
  }

  /** Deals and counts `count` more showdowns. */
  step(count: number): void {
    for (let deal = 0; deal < count; deal++) {
      this.dealRanges();
      this.dealRest();
      for (let player = 0; player < this.hands.length; player++)
        this.strengths[player] = this.strength(this.hands[player], this.board);
      this.tally.record(this.strengths, this.classes);
    }
  }

  /** A combo for each range; a deal where two ranges share a card is dealt again, so every compatible set is equally likely. */
  private dealRanges(): void {
    for (let attempt = 0; attempt < MAX_REDEALS; attempt++) {
      this.stamp++;
      let clash = false;
      for (let player = 0; player < this.draws.length && !clash; player++) {
        const draw = this.draws[player];
        if (!draw) continue;
        const pick = this.pick(draw);
        const [a, b] = draw.combos[pick];
        if (this.marks[a] === this.stamp || this.marks[b] === this.stamp) clash = true;
        this.marks[a] = this.marks[b] = this.stamp;
        this.hands[player][0] = a;
        this.hands[player][1] = b;
        this.classes[player] = draw.classes[pick];
      }
      if (!clash) return;
    }
    throw new Error('The ranges leave no deal where they hold different cards');
  }

  private pick(draw: RangeDraw): number {
    const target = this.random.unit() * draw.cumulative[draw.cumulative.length - 1];
    let low = 0;
    let high = draw.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (draw.cumulative[middle] <= target) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Random cards for unknown hands, then the board: a partial Fisher–Yates shuffle (each card drawn
   * uniformly from those not yet dealt), passing over the ranges' cards. The deck is left as the last deal
   * shuffled it, which is as good a start as any for the next.
   */
  private dealRest(): void {
    const { deck, marks, stamp } = this;
    let next = 0;
    const draw = (): Card => {
      for (;;) {
        const swap = next + this.random.below(deck.length - next);
        const card = deck[swap];
        deck[swap] = deck[next];
        deck[next++] = card;
        if (marks[card] !== stamp) return card;
      }
    };
    for (let player = 0; player < this.hands.length; player++)
      if (this.dealt[player]) for (let at = 0; at < this.holeSize; at++) this.hands[player][at] = draw();
    for (let at = this.boardKnown; at < 5; at++) this.board[at] = draw();
  }
}
