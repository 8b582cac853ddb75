// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../../portal/equity/engine/random';

describe('xoshiro128**', () => {
  it("gives the reference code's outputs from the state 1, 2, 3, 4", () => {
    const generator = new Xoshiro128([1, 2, 3, 4]);
    const outputs = Array.from({ length: 10 }, () => generator.next());
    expect(outputs).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ]);
  });

  it('spreads a seed over its state with SplitMix64, two outputs split low word first', () => {
    // The reference xoshiro128starstar.c started from splitmix64.c's first two outputs for seeds 0 and 42.
    const first = (seed: number) => {
      const generator = Xoshiro128.seeded(seed);
      return Array.from({ length: 6 }, () => generator.next());
    };
    expect(first(0)).toEqual([3737715805, 2584255861, 2876756834, 3286328325, 1553311962, 1625202774]);
    expect(first(42)).toEqual([1776835114, 4165204688, 17111135, 2317295270, 2792088233, 2554630222]);
  });

  it('draws every number below a bound equally often: χ² over 52 cards and over 7', () => {
    const generator = Xoshiro128.seeded(5);
    for (const bound of [52, 7]) {
      const draws = 100_000 * bound;
      const counts = new Array<number>(bound).fill(0);
      for (let at = 0; at < draws; at++) counts[generator.below(bound)]++;
      const expected = draws / bound;
      const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
      // bound − 1 degrees of freedom: mean bound − 1, standard deviation √(2(bound − 1)); 5 of them either side.
      expect(Math.abs(chiSquare - (bound - 1))).toBeLessThan(5 * Math.sqrt(2 * (bound - 1)));
    }
  });

  it('keeps its draws in range at the largest bound and its reals in [0, 1)', () => {
    const generator = Xoshiro128.seeded(6);
    for (let at = 0; at < 10_000; at++) {
      const number = generator.below(2 ** 21);
      expect(Number.isInteger(number) && number >= 0 && number < 2 ** 21).toBe(true);
      const real = generator.unit();
      expect(real >= 0 && real < 1).toBe(true);
    }
  });
});
