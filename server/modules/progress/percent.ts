/** Percent = min(watched, length) ÷ length × 100; completed at ≥ 90 % (docs/API.md#records). */
export { COMPLETED_AT_PERCENT } from '../../../common/limits.js';

export function percentWatched(watchedSeconds: number, lengthSeconds: number): number {
  if (lengthSeconds <= 0) return 0;
  return (Math.min(watchedSeconds, lengthSeconds) / lengthSeconds) * 100;
}

/** Change of this week against the week before, in whole percent (100 when starting from nothing). */
export function weekChangePercent(thisWeek: number, weekBefore: number): number {
  if (weekBefore <= 0) return thisWeek > 0 ? 100 : 0;
  return Math.round(((thisWeek - weekBefore) / weekBefore) * 100);
}
