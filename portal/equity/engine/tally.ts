import { HANDS } from '../../../common/range-chart';

/** One player's share of the pot over the boards seen: all fractions from 0 to 1. */
export interface PlayerEquity {
  equity: number;
  win: number;
  tie: number;
  /** The standard error of `equity`; 0 when every board was counted. */
  standardError: number;
  /** A range's equity per hand class of the grid (`AKs` → 0.61), for the classes dealt at least once. */
  classes?: Record<string, number>;
}

export interface EquityResult {
  /** `exact`: every remaining board counted once; `sampled`: Monte Carlo. */
  method: 'exact' | 'sampled';
  /** Boards counted (exact) or deals sampled so far. */
  samples: number;
  /** Every board there is when exact; the planned sample otherwise. */
  total: number;
  done: boolean;
  players: PlayerEquity[];
}

/** Running sums of showdowns: wins, ties, pot shares and their squares, and per hand class for ranges. */
export class Tally {
  samples = 0;
  private readonly wins: Float64Array;
  private readonly ties: Float64Array;
  private readonly shares: Float64Array;
  private readonly squares: Float64Array;
  private readonly classShares: (Float64Array | null)[];
  private readonly classCounts: (Float64Array | null)[];

  constructor(players: number, ranges: boolean[]) {
    this.wins = new Float64Array(players);
    this.ties = new Float64Array(players);
    this.shares = new Float64Array(players);
    this.squares = new Float64Array(players);
    this.classShares = ranges.map((range) => (range ? new Float64Array(HANDS.length) : null));
    this.classCounts = ranges.map((range) => (range ? new Float64Array(HANDS.length) : null));
  }

  /** One showdown: the lowest strength wins, equal lowest split; `classes` names each range player's class. */
  record(strengths: ArrayLike<number>, classes?: ArrayLike<number>): void {
    let best = Number.MAX_SAFE_INTEGER;
    let winners = 0;
    for (let at = 0; at < strengths.length; at++) {
      if (strengths[at] < best) {
        best = strengths[at];
        winners = 1;
      } else if (strengths[at] === best) winners++;
    }
    const share = 1 / winners;
    for (let at = 0; at < strengths.length; at++) {
      const won = strengths[at] === best;
      if (won) {
        if (winners === 1) this.wins[at]++;
        else this.ties[at]++;
        this.shares[at] += share;
        this.squares[at] += share * share;
      }
      const classShares = this.classShares[at];
      if (classShares && classes) {
        classShares[classes[at]] += won ? share : 0;
        this.classCounts[at]![classes[at]]++;
      }
    }
    this.samples++;
  }

  result(method: EquityResult['method'], total: number, done: boolean): EquityResult {
    const n = Math.max(this.samples, 1);
    const players = Array.from(this.shares, (share, at): PlayerEquity => {
      const equity = share / n;
      const variance = Math.max(this.squares[at] / n - equity * equity, 0);
      return {
        equity,
        win: this.wins[at] / n,
        tie: this.ties[at] / n,
        standardError: method === 'exact' ? 0 : Math.sqrt(variance / n),
        ...(this.classShares[at] && { classes: this.classEquities(at) }),
      };
    });
    return { method, samples: this.samples, total, done, players };
  }

  private classEquities(at: number): Record<string, number> {
    const shares = this.classShares[at]!;
    const counts = this.classCounts[at]!;
    const classes: Record<string, number> = {};
    HANDS.forEach((hand, index) => {
      if (counts[index] > 0) classes[hand] = shares[index] / counts[index];
    });
    return classes;
  }
}
