/** A close step still running after this long is named in the log, and again as often while it runs. */
export const SLOW_CLOSE_STEP_MS = 10_000;

/** How each of those log lines begins. */
export const SLOW_CLOSE_LINE = 'closing:';

/** Runs one step of a process's close; a close that hangs says in its log which step holds it. */
export async function closeStep(name: string, run: () => unknown, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const warning = setInterval(
    () => log(`${SLOW_CLOSE_LINE} still waiting for ${name} after ${Math.round((Date.now() - started) / 1000)} s`),
    SLOW_CLOSE_STEP_MS,
  );
  try {
    await run();
  } finally {
    clearInterval(warning);
  }
}
