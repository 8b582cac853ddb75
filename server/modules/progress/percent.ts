import type { WeekTrend } from '../../../common/week-trend.js';

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

/** The direction a member reads beside the percentage: none when it rounds to 0 or has no base. */
export function weekTrend(thisWeek: number, weekBefore: number): WeekTrend {
  if (weekBefore <= 0) return thisWeek > 0 ? 'new' : 'same';
  const percent = weekChangePercent(thisWeek, weekBefore);
  if (percent === 0) return 'same';
  return percent > 0 ? 'up' : 'down';
}
