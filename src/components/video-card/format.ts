import { LENGTH_LOADING } from './constants';

/** `N min M sec`, or `Loading...` while the length is unknown (docs/PRODUCT.md#video-card). */
export function formatDuration(seconds: number | null | undefined): string {
  if (!seconds || seconds <= 0 || !Number.isFinite(seconds)) return LENGTH_LOADING;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} sec`;
}

/** A position in the video as a clock: `4:07`, or `1:02:05` past an hour. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** A percentage label: floored, 0 when missing, never above 100. */
export function flooredPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return 0;
  return Math.min(100, Math.floor(value));
}

/** min(watched, length) ÷ length × 100, floored (docs/API.md#records). */
export function watchedPercent(
  watchedSeconds: number | null | undefined,
  lengthSeconds: number | null | undefined,
): number {
  if (!lengthSeconds || lengthSeconds <= 0 || !watchedSeconds) return 0;
  return flooredPercent((Math.min(watchedSeconds, lengthSeconds) / lengthSeconds) * 100);
}

/** A lecture record's own progress. */
export const lecturePercent = (lecture: { lectureLength: number; lectureProgress: { watchedSeconds: number }[] }) =>
  watchedPercent(lecture.lectureProgress[0]?.watchedSeconds, lecture.lectureLength);
