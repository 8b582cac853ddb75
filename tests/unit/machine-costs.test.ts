// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeMachineCosts, measureMachineCosts } from '../machine-costs.js';

describe('the machine costs printed beside a run’s times', () => {
  it('measures a page fault, a system call and the hashing as positive figures, and names each', () => {
    const costs = measureMachineCosts();
    for (const figure of Object.values(costs)) {
      expect(Number.isFinite(figure)).toBe(true);
      expect(figure).toBeGreaterThan(0);
    }
    expect(describeMachineCosts(costs)).toMatch(
      /^a page fault [\d.]+ µs, a system call [\d.]+ µs, 20 000 hashes [\d.]+ ms$/,
    );
  });
});
