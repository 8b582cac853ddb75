import type { WorkerAnswer, WorkerRequest } from './calculator-worker';
import type { EquityInput } from './input';
import { startRun } from './run';

/** The run the page last asked for (or the stop it asked): any older run stops at its next slice. */
let latest = 0;
/** How long a slice computes before the worker looks at its messages again, and how often the page hears. */
const SLICE_MS = 25;
const REPORT_MS = 150;

// A message port answers at once where a timer would wait at least 4 ms between slices.
const channel = new MessageChannel();
const pause = () =>
  new Promise<void>((resume) => {
    channel.port1.onmessage = () => resume();
    channel.port2.postMessage(null);
  });

const answer = (message: WorkerAnswer) => globalThis.postMessage(message);

async function drive(id: number, input: EquityInput) {
  try {
    const run = startRun(input);
    // The first slice's figures go out at once: until they arrive the page still shows the last run's.
    let reported = -Infinity;
    while (!run.done) {
      const sliceEnd = performance.now() + SLICE_MS;
      while (!run.done && performance.now() < sliceEnd) run.step(2_000);
      if (performance.now() - reported > REPORT_MS) {
        answer({ run: id, result: run.result() });
        reported = performance.now();
      }
      await pause();
      if (id !== latest) return;
    }
    answer({ run: id, result: run.result() });
  } catch (error) {
    answer({ run: id, message: error instanceof Error ? error.message : String(error) });
  }
}

globalThis.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const { run, input } = event.data;
  latest = run;
  if (input) void drive(run, input);
});
