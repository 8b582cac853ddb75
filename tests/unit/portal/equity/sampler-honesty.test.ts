// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type EquityInput, readEquityInput } from '../../../../portal/equity/engine';
import { type RandomSource, Xoshiro128 } from '../../../../portal/equity/engine/random';
import { DealSampler } from '../../../../portal/equity/engine/sample';

/**
 * Is the sampler's standard error honest? Many short runs, each from its own fixed seed, are compared
 * with the exact equity: each run's z = (estimate − exact) / its reported standard error. For an unbiased
 * sampler with an honest error the z are close to standard normal, so over N runs
 * - about 95.45 % of them lie within ±2 (binomially: N·0.9545 ± 4 standard deviations),
 * - their mean is 0 ± 4/√N (a bias of a third of a standard error fails),
 * - the sum of their squares is χ² with N degrees of freedom: N ± 4·√(2N) (an error reported 20 % too
 *   small or too large fails).
 * The seeds are fixed, so the outcome is the same on every machine: with them the sampler sits well inside
 * every bound, and the deliberately flawed generators at the end fall outside.
 */
const SEEDS = 200;

const spot = (game: EquityInput['game'], players: string[]): EquityInput => {
  const read = readEquityInput({ game, players, board: '', dead: '' });
  if ('message' in read) throw new Error(read.message);
  return read.input;
};

/** Hero's exact preflop equity in each spot, counted board by board with the engine's own enumeration. */
const SPOTS = {
  // All 1 712 304 boards.
  holdem: { input: spot('nlhe', ['AhKd', 'QsQc']), exact: 0.42835150767620706, deals: 2_000 },
  // The same count for each of the range's 14 live combos (QQ, KK, AA and AKs less AhKd's cards), averaged.
  range: { input: spot('nlhe', ['AhKd', 'QQ+, AKs']), exact: 0.3323660902002716, deals: 2_000 },
  // All 1 086 008 boards, 60 ways each: six seconds, too slow to count here.
  omaha: { input: spot('plo', ['AsAhKsKh', 'JdTd9c8c']), exact: 0.6148131505476939, deals: 1_000 },
};
type Spot = (typeof SPOTS)[keyof typeof SPOTS];

/** Hero's z in `SEEDS` runs, seeds 1, 2, 3 … so neighbouring seeds are tried too. */
function zScores(target: Spot, source: (seed: number) => RandomSource): number[] {
  return Array.from({ length: SEEDS }, (_, at) => {
    const sampler = new DealSampler(target.input, source(at + 1));
    sampler.step(target.deals);
    const [hero] = sampler.tally.result('sampled', target.deals, true).players;
    return (hero.equity - target.exact) / hero.standardError;
  });
}

/** The bounds the z of an honest sampler keep, each with the figure measured. */
function honesty(z: number[]) {
  const n = z.length;
  const covered = z.filter((value) => Math.abs(value) <= 2).length;
  const mean = z.reduce((sum, value) => sum + value, 0) / n;
  const chiSquare = z.reduce((sum, value) => sum + value * value, 0);
  const p = 0.9545;
  const spread = 4 * Math.sqrt(n * p * (1 - p));
  const figures = { covered, mean: Number(mean.toFixed(3)), chiSquare: Number(chiSquare.toFixed(1)) };
  const broken = [
    ...(Math.abs(covered - n * p) > spread ? ['coverage'] : []),
    ...(Math.abs(mean) > 4 / Math.sqrt(n) ? ['bias'] : []),
    ...(Math.abs(chiSquare - n) > 4 * Math.sqrt(2 * n) ? ['error size'] : []),
  ];
  return { figures, broken };
}

const seeded = (seed: number) => Xoshiro128.seeded(seed);

/**
 * Each case is seconds of dealing on an idle core, several times that when the other suites hold both
 * cores: the limit is there to stop a hang, not to time the sampler (its speed is `npm run bench equity`'s).
 */
const COMPUTING = { timeout: 120_000 };

describe('the sampled standard error is honest: 200 fixed seeds against the exact equity', COMPUTING, () => {
  it.each(Object.entries(SPOTS))('%s', (_, target) => {
    const { figures, broken } = honesty(zScores(target, seeded));
    expect(broken, JSON.stringify(figures)).toEqual([]);
  });
});

/**
 * A generator that too often draws 0, so the partial shuffle keeps the card the last deal left in front:
 * each deal repeats many of the last one's cards. Every card is still as likely as any other, so the
 * estimate is unbiased, but the deals are correlated and vary more than the reported error says.
 */
class Sticky implements RandomSource {
  private readonly inner: Xoshiro128;
  constructor(seed: number) {
    this.inner = Xoshiro128.seeded(seed);
  }
  below(bound: number) {
    return this.inner.unit() < 0.75 ? 0 : this.inner.below(bound);
  }
  unit() {
    return this.inner.unit();
  }
}

/** A generator whose reals lean towards 0, so a range's first combos are drawn more often than their weight. */
class LeaningLow implements RandomSource {
  private readonly inner: Xoshiro128;
  constructor(seed: number) {
    this.inner = Xoshiro128.seeded(seed);
  }
  below(bound: number) {
    return this.inner.below(bound);
  }
  unit() {
    return this.inner.unit() ** 1.1;
  }
}

describe('the same bounds catch a dishonest sampler', COMPUTING, () => {
  it("deals that keep most of the last one's cards: the error is reported too small", () => {
    const { figures, broken } = honesty(zScores(SPOTS.holdem, (seed) => new Sticky(seed)));
    expect(broken, JSON.stringify(figures)).toContain('error size');
  });

  it("a range's combos drawn out of proportion: the estimate is biased", () => {
    const { figures, broken } = honesty(zScores(SPOTS.range, (seed) => new LeaningLow(seed)));
    expect(broken, JSON.stringify(figures)).toContain('bias');
  });
});
