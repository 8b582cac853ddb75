import { constants } from 'node:fs';
import fs, { type FileHandle } from 'node:fs/promises';
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
  private readonly syncs = new Map<string, GroupSync>();

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
  async write(
    connectionId: string,
    index: number,
    pieces: AsyncIterable<Buffer> | Iterable<Buffer>,
    checks: ChunkChecks,
  ): Promise<number> {
    await fs.mkdir(this.folder, { recursive: true });
    const handle = await fs.open(this.stagedVideo(connectionId), constants.O_WRONLY | constants.O_CREAT, 0o644);
    try {
      const writer = new BatchWriter(handle, index * UPLOAD_CHUNK_BYTES, checks.head);
      for await (const piece of pieces) await writer.add(piece);
      const written = await writer.finish();
      checks.whole(written);
      // Whatever an earlier, longer attempt at the last chunk left past the end goes.
      if (checks.isLast) await handle.truncate(index * UPLOAD_CHUNK_BYTES + written);
      await this.groupSync(connectionId).sync(handle);
      return written;
    } finally {
      await handle.close();
    }
  }

  private groupSync(connectionId: string): GroupSync {
    let group = this.syncs.get(connectionId);
    if (!group) {
      group = new GroupSync(() => this.syncs.delete(connectionId));
      this.syncs.set(connectionId, group);
    }
    return group;
  }

  async discard(connectionId: string): Promise<void> {
    const staged = this.stagedVideo(connectionId);
    await Promise.all([fs.rm(staged, { force: true }), fs.rm(`${staged}.jpg`, { force: true })]);
  }
}

/**
 * fdatasync with group commit: chunks of one file (four arrive at once) that finish while a sync
 * runs share the next one, instead of queueing one flush each. Each caller still returns only
 * after a sync that began after its own bytes were written.
 */
export class GroupSync {
  private running?: Promise<void>;
  private waiting?: Promise<void>;

  constructor(private readonly onIdle: () => void) {}

  sync(handle: FileHandle): Promise<void> {
    if (this.running) {
      this.waiting ??= this.running
        .catch(() => undefined)
        .then(() => {
          this.waiting = undefined;
          return this.sync(handle);
        });
      return this.waiting;
    }
    this.running = handle.datasync().finally(() => {
      this.running = undefined;
      if (!this.waiting) this.onIdle();
    });
    return this.running;
  }
}

/**
 * Gathers a chunk's pieces into 1 MiB positional writes, one in flight while the next batch
 * arrives, so the socket and the disk work at once. `head` sees the first batch before it is written.
 */
class BatchWriter {
  private batch: Buffer[] = [];
  private batched = 0;
  private written = 0;
  private writing: Promise<void> = Promise.resolve();
  private failure?: Error;

  constructor(
    private readonly handle: FileHandle,
    private readonly start: number,
    private head?: (bytes: Buffer) => Promise<void>,
  ) {}

  async add(piece: Buffer): Promise<void> {
    this.batch.push(piece);
    this.batched += piece.length;
    if (this.batched >= WRITE_BYTES) await this.flush();
  }

  /** Writes what is left and returns the chunk's length once every byte is written. */
  async finish(): Promise<number> {
    if (this.batched > 0) await this.flush();
    await this.settled();
    return this.written;
  }

  private async flush(): Promise<void> {
    const [pieces, length, position] = [this.batch, this.batched, this.start + this.written];
    if (this.head) await this.head(Buffer.concat(pieces, Math.min(length, HEAD_BYTES)));
    this.head = undefined;
    await this.settled();
    this.batch = [];
    this.batched = 0;
    this.written += length;
    // Kept as a value until awaited, so a failed write never goes unhandled while the next batch arrives.
    this.writing = this.handle.writev(pieces, position).then(
      ({ bytesWritten }) => {
        if (bytesWritten !== length) this.failure = new Error(`short write: ${bytesWritten} of ${length} bytes`);
      },
      (error: Error) => {
        this.failure = error;
      },
    );
  }

  private async settled(): Promise<void> {
    await this.writing;
    if (this.failure) throw this.failure;
  }
}
