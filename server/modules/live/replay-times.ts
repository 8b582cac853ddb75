import { type Chapter, MAX_CHAPTER_START, MAX_CHAPTERS } from '../../../common/chapters.js';

// A class's times are counted from when it went live, the start of its recording.

/** The chapter before the coach's first marker, when that marker is not at the start. */
const OPENING_CHAPTER = 'Start';

/**
 * A class's markers (in order) as its replay lecture's chapters, held to the lecture's chapter rules:
 * starts that increase (a marker in the same second as the one before moves a second on), none past
 * the recording's end (the time a coach spent reconnecting is not in the recording, so late markers can
 * fall past it), at most MAX_CHAPTERS. A first chapter at 0 covers the video before the first marker.
 */
export function replayChapters(markers: { offsetSeconds: number; title: string }[], lengthSeconds: number): Chapter[] {
  const end = Math.min(lengthSeconds, MAX_CHAPTER_START + 1);
  const chapters: Chapter[] = [];
  for (const { offsetSeconds, title } of markers) {
    const start = Math.max(offsetSeconds, (chapters.at(-1)?.start ?? -1) + 1);
    if (start >= end) break;
    chapters.push({ start, title });
  }
  if (chapters.length > 0 && chapters[0].start > 0) chapters.unshift({ start: 0, title: OPENING_CHAPTER });
  return chapters.slice(0, MAX_CHAPTERS);
}

/**
 * The second of the replay a moment of the class falls at (`at`, as the chat stamped it), or null when
 * it falls outside the recording: before the class went live (the chat opens earlier) or past its end.
 */
export function replayMoment(wentLiveAt: Date | null, lengthSeconds: number, at: Date): number | null {
  const ms = wentLiveAt ? at.getTime() - wentLiveAt.getTime() : -1;
  return ms >= 0 && ms < lengthSeconds * 1000 ? Math.floor(ms / 1000) : null;
}
