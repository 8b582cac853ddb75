import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { closeStep, SLOW_CLOSE_STEP_MS } from '../../server/services/close-step.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('names a step that holds the close, each SLOW_CLOSE_STEP_MS while it runs, and stops once it ends', async () => {
  const lines: string[] = [];
  let finish = () => {};
  const closing = closeStep(
    'the job queue',
    () => new Promise<void>((resolve) => (finish = resolve)),
    (line) => lines.push(line),
  );
  await vi.advanceTimersByTimeAsync(SLOW_CLOSE_STEP_MS - 1);
  expect(lines).toEqual([]);
  await vi.advanceTimersByTimeAsync(SLOW_CLOSE_STEP_MS + 1);
  expect(lines).toEqual([
    'closing: still waiting for the job queue after 10 s',
    'closing: still waiting for the job queue after 20 s',
  ]);
  finish();
  await closing;
  await vi.advanceTimersByTimeAsync(SLOW_CLOSE_STEP_MS * 3);
  expect(lines).toHaveLength(2);
});

it('says nothing of a step that ends in time, and passes its failure on', async () => {
  const lines: string[] = [];
  await expect(
    closeStep(
      'the database',
      () => Promise.reject(new Error('gone')),
      (line) => lines.push(line),
    ),
  ).rejects.toThrow('gone');
  await vi.advanceTimersByTimeAsync(SLOW_CLOSE_STEP_MS * 2);
  expect(lines).toEqual([]);
});
