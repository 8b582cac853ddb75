import { describe, expect, it } from 'vitest';
import { DroppedFrames } from '../../server/modules/live/dropped-frames.js';

/** Frame `n`'s FLV timestamp at 30 frames per second: whole milliseconds, as FLV carries them. */
const at30 = (n: number) => Math.round((n * 1000) / 30);

describe('dropped frames of a publisher', () => {
  it('counts none for an unbroken stream, whatever the rounding of its timestamps', () => {
    const frames = new DroppedFrames();
    for (let n = 0; n < 900; n += 1) frames.seen(at30(n));
    expect(frames.count(30)).toBe(0);
  });

  it('counts the frames a gap in the timeline stands for', () => {
    const frames = new DroppedFrames();
    for (let n = 0; n < 300; n += 1) if (n < 45 || n > 74) frames.seen(at30(n));
    expect(frames.count(30)).toBe(30);
  });

  it('counts at a frame rate that is not whole (29.97)', () => {
    const frames = new DroppedFrames();
    const rate = 30000 / 1001;
    for (let n = 0; n < 600; n += 1) if (n % 100 !== 50) frames.seen(Math.round((n * 1000) / rate));
    expect(frames.count(rate)).toBe(6);
  });

  it('is unknown without a frame rate until a second of frames has come, and none before the first frame', () => {
    const frames = new DroppedFrames();
    expect(frames.count(30)).toBe(0);
    for (let n = 0; n < 30; n += 1) frames.seen(at30(n));
    expect(frames.count(0)).toBeNull();
    expect(frames.count(Number.NaN)).toBeNull();
  });

  it('reads the frame rate from the frames themselves when the metadata gave none', () => {
    const frames = new DroppedFrames();
    for (let n = 0; n < 300; n += 1) if (n < 45 || n > 74) frames.seen(at30(n));
    expect(frames.count(Number.NaN)).toBe(30);
    const unbroken = new DroppedFrames();
    for (let n = 0; n < 5_100; n += 1) unbroken.seen(at30(n));
    expect(unbroken.count(0)).toBe(0);
  });
});
