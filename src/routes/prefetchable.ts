/** How long data fetched ahead of its screen may stand in for a fresh load. */
const FRESH_MS = 10_000;

/**
 * A screen's data load that can start before the screen renders (as the app boots on its address,
 * see `prefetch` in routes/types.ts): the screen's first load takes the answer already on its way
 * instead of asking only after its code arrived and rendered. Later loads always ask again.
 */
export function prefetchable<T>(load: () => Promise<T>) {
  let early: { answer: Promise<T>; at: number } | undefined;
  return {
    prefetch(): void {
      const answer = load();
      // The screen sees a failure when it takes the answer; unclaimed, it must not be reported.
      answer.catch(() => {});
      early = { answer, at: Date.now() };
    },
    load(): Promise<T> {
      const taken = early;
      early = undefined;
      return taken && Date.now() - taken.at < FRESH_MS ? taken.answer : load();
    },
  };
}
