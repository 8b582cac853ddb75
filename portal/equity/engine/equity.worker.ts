import type { EquityInput } from './input';
import { startRun } from './run';
import type { WorkerAnswer } from './use-equity';

/** The run the page last asked for: any older one stops at its next slice. */
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
    let reported = performance.now();
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

globalThis.addEventListener('message', (event: MessageEvent<{ run: number; input: EquityInput }>) => {
  latest = event.data.run;
  void drive(event.data.run, event.data.input);
});
