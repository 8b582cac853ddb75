import { BoardEnumeration, exactBoards } from './enumerate';
import type { EquityInput } from './input';
import { DealSampler } from './sample';
import type { EquityResult } from './tally';

/** Where a sampled run stops by itself: its standard error is then well under 0.1 %. */
export const MAX_SAMPLES = 2_000_000;

/** One calculation, advanced a slice at a time: exact when affordable, sampled otherwise. */
export interface EquityRun {
  step(count: number): void;
  readonly done: boolean;
  result(): EquityResult;
}

export function startRun(input: EquityInput, options: { samples?: number; seed?: number } = {}): EquityRun {
  const boards = exactBoards(input);
  if (boards !== null) {
    const enumeration = new BoardEnumeration(input);
    return {
      step: (count) => enumeration.step(count),
      get done() {
        return enumeration.done;
      },
      result: () => enumeration.tally.result('exact', enumeration.total, enumeration.done),
    };
  }
  const total = options.samples ?? MAX_SAMPLES;
  const sampler = new DealSampler(input, options.seed ?? crypto.getRandomValues(new Uint32Array(1))[0]);
  return {
    step: (count) => sampler.step(Math.min(count, total - sampler.tally.samples)),
    get done() {
      return sampler.tally.samples >= total;
    },
    result: () => sampler.tally.result('sampled', total, sampler.tally.samples >= total),
  };
}

/** The whole calculation at once, off any worker: for tests, benchmarks and small spots. */
export function computeEquity(input: EquityInput, options: { samples?: number; seed?: number } = {}): EquityResult {
  const run = startRun(input, options);
  while (!run.done) run.step(100_000);
  return run.result();
}
