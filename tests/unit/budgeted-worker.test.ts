// @vitest-environment node
import { afterAll, expect, it } from 'vitest';
import { BudgetedWorker, OverBudget } from '../../server/services/budgeted-worker.js';

/** Work on outside input runs on a worker thread, one job at a time, ended at its budget (docs/ARCHITECTURE.md). */
const worker = new BudgetedWorker<string, boolean>(new URL('./helpers/backtracking-worker.ts', import.meta.url), 300);
afterAll(() => worker.close());

it('answers jobs in order, ends one over its budget (even mid-pattern), then starts afresh', async () => {
  expect(await Promise.all([worker.run('aaa'), worker.run('ab'), worker.run('a')])).toEqual([true, false, true]);
  const started = performance.now();
  // Some 2^40 steps: hours, were the worker not ended.
  const refused = await worker.run(`${'a'.repeat(40)}!`).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(OverBudget);
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(await worker.run('aa')).toBe(true);
});
