import type { EquityInput } from './input';
import type { EquityResult } from './tally';

/** What the page asks the worker: work out `input` as run `run`, or (null) stop and wait. */
export interface WorkerRequest {
  run: number;
  input: EquityInput | null;
}

/** What the worker sends back for a run: its figures so far, or why it stopped. */
export type WorkerAnswer = { run: number; result: EquityResult } | { run: number; message: string };

let worker: Worker | null = null;
let runs = 0;

/**
 * The session's one calculator worker, started the first time a calculator opens and kept after: the
 * evaluator's tables are loaded and its code compiled once, so a calculator opened again (the tool page
 * after a lecture, a lecture's panel) counts at full speed from its first figure. It computes one run at a
 * time, the one asked last, so one calculator is on screen at a time.
 */
export function calculatorWorker(): Worker {
  worker ??= new Worker(new URL('./equity.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/** Asks for a run (null: stop the one under way) and gives its number; answers of earlier runs are stale. */
export function requestRun(input: EquityInput | null): number {
  const request: WorkerRequest = { run: ++runs, input };
  calculatorWorker().postMessage(request);
  return request.run;
}
