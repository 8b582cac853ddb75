import { describe, expect, it } from 'vitest';
import { checkChapters, MAX_CHAPTERS } from '../../common/chapters.js';
import { replayChapters, replayMoment } from '../../server/modules/live/replay-times.js';

const marker = (offsetSeconds: number, title: string) => ({ offsetSeconds, title });

describe("a live class's markers as its replay's chapters", () => {
  it('open with a Start chapter when the first marker is later, and keep one at 0 as it is', () => {
    expect(replayChapters([marker(12, 'Preflop'), marker(95, 'River')], 600)).toEqual([
      { start: 0, title: 'Start' },
      { start: 12, title: 'Preflop' },
      { start: 95, title: 'River' },
    ]);
    expect(replayChapters([marker(0, 'Hello'), marker(30, 'Preflop')], 600)).toEqual([
      { start: 0, title: 'Hello' },
      { start: 30, title: 'Preflop' },
    ]);
    expect(replayChapters([], 600)).toEqual([]);
  });

  it('move a marker in the same second as the one before a second on, and leave out those past the end', () => {
    const chapters = replayChapters(
      [marker(5, 'A'), marker(5, 'B'), marker(5, 'C'), marker(59, 'D'), marker(75, 'E')],
      60,
    );
    expect(chapters).toEqual([
      { start: 0, title: 'Start' },
      { start: 5, title: 'A' },
      { start: 6, title: 'B' },
      { start: 7, title: 'C' },
      { start: 59, title: 'D' },
    ]);
    expect(checkChapters(chapters).error).toBeUndefined();
  });

  it('hold at most the chapters a lecture may have', () => {
    const many = Array.from({ length: MAX_CHAPTERS + 20 }, (_, i) => marker(i * 10 + 10, `Hand ${i + 1}`));
    const chapters = replayChapters(many, 10_000);
    expect(chapters).toHaveLength(MAX_CHAPTERS);
    expect(checkChapters(chapters).error).toBeUndefined();
  });
});

describe("a chat question's second of the replay", () => {
  const wentLiveAt = new Date('2026-11-29T09:00:00Z');
  const at = (seconds: number) => new Date(wentLiveAt.getTime() + seconds * 1000);

  it('counts from when the class went live, within the recording only', () => {
    expect(replayMoment(wentLiveAt, 600, at(0))).toBe(0);
    expect(replayMoment(wentLiveAt, 600, at(61.7))).toBe(61);
    expect(replayMoment(wentLiveAt, 600, at(-30))).toBeNull();
    expect(replayMoment(wentLiveAt, 600, at(600))).toBeNull();
    expect(replayMoment(null, 600, at(10))).toBeNull();
  });
});
