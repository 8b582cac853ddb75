/**
 * Frames a publisher dropped before sending them (OBS drops frames when its upload cannot keep up),
 * read from what arrives: the frames its timestamps span at the frame rate its metadata announced,
 * less the frames received. RTMP runs over TCP, so nothing is lost between the publisher and here:
 * a frame missing from the timeline was never sent.
 */
export class DroppedFrames {
  private frames = 0;
  private first = 0;
  private last = 0;

  /** A video frame (not a codec header) with its decode timestamp, in milliseconds. */
  seen(dtsMs: number): void {
    if (this.frames === 0) this.first = dtsMs;
    this.frames += 1;
    this.last = Math.max(this.last, dtsMs);
  }

  /** Dropped so far at `framerate` frames per second; null while the rate is unknown (no metadata yet). */
  count(framerate: number): number | null {
    if (!(framerate > 0 && Number.isFinite(framerate))) return null;
    if (this.frames === 0) return 0;
    const expected = Math.round(((this.last - this.first) * framerate) / 1000) + 1;
    return Math.max(0, expected - this.frames);
  }
}
