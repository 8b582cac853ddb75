import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Past this, every other request felt the one in flight: the most a single request may hold the event loop. */
export const MAX_LOOP_DELAY_MS = 100;

/**
 * The test server runs in this process, so its event loop is this one: the longest it waited while `send`'s
 * request was in flight, and how long a `GET /api/health/live` sent meanwhile took (for the failure message).
 */
export async function loopDelayDuring<T>(
  serverUrl: string,
  send: () => Promise<T>,
): Promise<{ answer: T; delayMs: number; liveMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // The monitor measures from its first sample on.
  await sleep(30);
  try {
    const answering = send();
    const started = performance.now();
    await (await fetch(`${serverUrl}/api/health/live`)).arrayBuffer();
    const liveMs = performance.now() - started;
    const answer = await answering;
    return { answer, delayMs: histogram.max / 1e6, liveMs };
  } finally {
    histogram.disable();
  }
}
