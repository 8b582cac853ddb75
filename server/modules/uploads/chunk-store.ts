import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_CHUNK_BYTES } from '../../schemas/index.js';

// Incoming pieces (≤ 64 KiB from the socket) are gathered into writes of this size: one system call per MiB.
const WRITE_BYTES = 1024 * 1024;
// What file-type needs to recognise an MP4.
const HEAD_BYTES = 4100;

export interface ChunkChecks {
  /** Sees the chunk's first bytes before anything is written (the MP4 check of chunk 0). */
  head?(bytes: Buffer): Promise<void>;
  /** Judges the chunk's length once it has arrived; throwing keeps it unacknowledged. */
  whole(bytes: number): void;
  /** The last chunk sets the file's final length. */
  isLast: boolean;
}

/**
 * An upload is one file, DATA_DIR/uploads/<connectionId>.mp4, with chunk i at byte i × 5 MiB: each chunk
 * is written once, at its place, as it arrives. No temporary copy, no assembly pass; chunks may come
 * in any order because each has its own range.
 */
export class ChunkStore {
  private readonly folder: string;
  private ready?: Promise<unknown>;

  constructor(dataDir: string) {
    this.folder = path.join(dataDir, 'uploads');
  }

  /** Where the video grows, and waits while it is checked before it goes to the media store. */
  stagedVideo(connectionId: string): string {
    return path.join(this.folder, `${connectionId}.mp4`);
  }

  /**
   * Writes a chunk at its offset and makes it durable (fdatasync) before returning, so the caller
   * may acknowledge it: an acknowledged chunk survives a crash of the process or of the machine.
   * A chunk that fails its checks leaves bytes only in its own, unacknowledged range.
   */
  async write(connectionId: string, index: number, pieces: AsyncIterable<Buffer> | Iterable<Buffer>, checks: ChunkChecks): Promise<number> {
    this.ready ??= fs.mkdir(this.folder, { recursive: true });
    await this.ready;
    const start = index * UPLOAD_CHUNK_BYTES;
    const handle = await fs.open(this.stagedVideo(connectionId), constants.O_WRONLY | constants.O_CREAT, 0o644);
    try {
      let batch: Buffer[] = [];
      let batched = 0;
      let written = 0;
      let headChecked = !checks.head;
      const flush = async () => {
        if (!headChecked) await checks.head!(Buffer.concat(batch, Math.min(batched, HEAD_BYTES)));
        headChecked = true;
        const { bytesWritten } = await handle.writev(batch, start + written);
        if (bytesWritten !== batched) throw new Error(`short write: ${bytesWritten} of ${batched} bytes`);
        written += batched;
        batch = [];
        batched = 0;
      };
      for await (const piece of pieces) {
        batch.push(piece);
        batched += piece.length;
        if (batched >= WRITE_BYTES) await flush();
      }
      if (batched > 0) await flush();
      checks.whole(written);
      // Whatever an earlier, longer attempt at the last chunk left past the end goes.
      if (checks.isLast) await handle.truncate(start + written);
      await handle.datasync();
      return written;
    } finally {
      await handle.close();
    }
  }

  async discard(connectionId: string): Promise<void> {
    const staged = this.stagedVideo(connectionId);
    await Promise.all([fs.rm(staged, { force: true }), fs.rm(`${staged}.jpg`, { force: true })]);
  }
}
