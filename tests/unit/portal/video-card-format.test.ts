import { describe, expect, it } from 'vitest';
import {
  flooredPercent,
  formatClock,
  formatDuration,
  lecturePercent,
  watchedPercent,
} from '../../../src/components/video-card/format';

describe('formatDuration', () => {
  it('writes seconds as N min M sec', () => {
    expect(formatDuration(12)).toBe('0 min 12 sec');
    expect(formatDuration(754)).toBe('12 min 34 sec');
    expect(formatDuration(3600)).toBe('60 min 0 sec');
  });

  it('reads Loading... while the length is unknown', () => {
    for (const missing of [0, null, undefined, Number.NaN, -3]) expect(formatDuration(missing)).toBe('Loading...');
  });
});

describe('percentages', () => {
  it('floors the label and reads 0 when the value is missing', () => {
    expect(flooredPercent(66.99)).toBe(66);
    expect(flooredPercent(undefined)).toBe(0);
    expect(flooredPercent(null)).toBe(0);
    expect(flooredPercent(140)).toBe(100);
  });

  it('is watched seconds over the length, capped at the length', () => {
    expect(watchedPercent(3, 12)).toBe(25);
    expect(watchedPercent(11.9, 12)).toBe(99);
    expect(watchedPercent(500, 12)).toBe(100);
    expect(watchedPercent(5, 0)).toBe(0);
  });

  it('reads a lecture record without progress as 0', () => {
    expect(lecturePercent({ lectureLength: 12, lectureProgress: [] })).toBe(0);
    expect(lecturePercent({ lectureLength: 12, lectureProgress: [{ watchedSeconds: 6 }] })).toBe(50);
  });
});

describe('formatClock (Continue watching: Resume at …)', () => {
  it('writes a position as m:ss, and h:mm:ss past an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(4.9)).toBe('0:04');
    expect(formatClock(247)).toBe('4:07');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});
