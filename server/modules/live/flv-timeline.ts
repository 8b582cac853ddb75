/** A step back in time larger than this starts a new timeline: audio and video interleave within much less. */
const NEW_TIMELINE_MS = 1000;
/** Where a new timeline continues after the last tag: about one frame later. */
const FRAME_MS = 33;

/**
 * One FLV stream made of several publishes: a coach who reconnects starts their clock at 0 again and
 * the broadcast sends a new FLV header, which would stop the encoder reading it. The file header
 * passes once; each tag's timestamp is moved on past the last one written when it jumps back.
 */
export class FlvTimeline {
  private headerSent = false;
  private offset = 0;
  private last = 0;

  /** The buffer as the one stream carries it, or null when it is left out. */
  next(buffer: Buffer): Buffer | null {
    if (buffer.subarray(0, 3).toString('latin1') === 'FLV') {
      if (this.headerSent) return null;
      this.headerSent = true;
      return buffer;
    }
    if (buffer.length < 11) return buffer;
    const stamp = readTimestamp(buffer);
    if (stamp + this.offset < this.last - NEW_TIMELINE_MS) this.offset = this.last + FRAME_MS - stamp;
    const moved = stamp + this.offset;
    this.last = Math.max(this.last, moved);
    if (moved === stamp) return buffer;
    const copy = Buffer.from(buffer);
    writeTimestamp(copy, moved);
    return copy;
  }
}

// An FLV tag: type (1 byte), data size (3), timestamp (3, big-endian) and its upper byte (1), stream id (3).
const readTimestamp = (tag: Buffer) => (tag.readUIntBE(4, 3) | (tag[7] << 24)) >>> 0;

function writeTimestamp(tag: Buffer, stamp: number): void {
  tag.writeUIntBE(stamp & 0xffffff, 4, 3);
  tag[7] = (stamp >>> 24) & 0xff;
}
