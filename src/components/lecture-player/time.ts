import { formatClock } from '../video-card';

const pad = (value: number) => String(value).padStart(2, '0');

/** A chapter's start the way chapter lists print it: `04:07`, or `1:02:05` past an hour. */
export function chapterClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return whole >= 3600 ? formatClock(whole) : `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** What the seek slider tells a screen reader: `1:05 of 10:00`, and the chapter there when there is one. */
export function seekValueText(seconds: number, duration: number, chapterTitle?: string): string {
  const place = `${formatClock(seconds)} of ${formatClock(duration)}`;
  return chapterTitle ? `${place}, ${chapterTitle}` : place;
}

/** The time under a point of a bar `width` pixels wide that starts at 0 s and ends at `duration`. */
export function timeAtOffset(offset: number, width: number, duration: number): number {
  if (width <= 0 || !(duration > 0)) return 0;
  return (Math.min(Math.max(offset, 0), width) / width) * duration;
}
