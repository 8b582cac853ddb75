/** Spacings needed before the frames' own rate is trusted: a second's worth at 30 frames a second. */
const MIN_SPACINGS = 30;

/**
 * Frames a publisher dropped before sending them (OBS drops frames when its upload cannot keep up),
 * read from what arrives: the frames its timestamps span at its frame rate, less the frames received.
 * RTMP runs over TCP, so nothing is lost between the publisher and here: a frame missing from the
 * timeline was never sent. The frame rate is the one its metadata announced or, where there is none (an
 * encoder that leaves it out, or metadata the RTMP server could not read), the frames' own spacing.
 */
export class DroppedFrames {
  private frames = 0;
  private first = 0;
  private last = 0;
  /** How often each spacing between two frames in a row (whole milliseconds, as FLV carries them) came. */
  private readonly spacings = new Map<number, number>();

  /** A video frame (not a codec header) with its decode timestamp, in milliseconds. */
  seen(dtsMs: number): void {
    const spacing = dtsMs - this.last;
    if (this.frames === 0) this.first = dtsMs;
    else if (spacing > 0) this.spacings.set(spacing, (this.spacings.get(spacing) ?? 0) + 1);
    this.frames += 1;
    this.last = Math.max(this.last, dtsMs);
  }

  /** Dropped so far at `framerate` frames per second (or the frames' spacing); null while neither is known. */
  count(framerate: number): number | null {
    if (this.frames === 0) return 0;
    const spacing = framerate > 0 && Number.isFinite(framerate) ? 1000 / framerate : this.usualSpacing();
    if (spacing === null) return null;
    const expected = Math.round((this.last - this.first) / spacing) + 1;
    return Math.max(0, expected - this.frames);
  }

  /**
   * The mean spacing of frames that follow each other unbroken (the gaps a drop leaves, over half as long
   * again as the median spacing, left out): 33 and 34 ms in turn average to 30 frames a second. Null
   * until a second's worth of spacings at 30 frames a second has come.
   */
  private usualSpacing(): number | null {
    const sorted = [...this.spacings].sort(([a], [b]) => a - b);
    const total = sorted.reduce((sum, [, times]) => sum + times, 0);
    if (total < MIN_SPACINGS) return null;
    let passed = 0;
    const median = sorted.find(([, times]) => (passed += times) >= total / 2)![0];
    const unbroken = sorted.filter(([spacing]) => spacing <= median * 1.5);
    const times = unbroken.reduce((sum, [, count]) => sum + count, 0);
    return unbroken.reduce((sum, [spacing, count]) => sum + spacing * count, 0) / times;
  }
}
