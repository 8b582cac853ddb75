import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Chunks on disk under DATA_DIR/uploads/<connectionId>/, assembled into DATA_DIR/media. */
export class ChunkStore {
  constructor(private readonly dataDir: string) {}

  private folder(connectionId: string): string {
    return path.join(this.dataDir, 'uploads', connectionId);
  }

  /** Streams an incoming chunk to a temporary file (its fields may arrive after it). */
  async receive(data: Readable): Promise<{ file: string; bytes: number }> {
    const folder = path.join(this.dataDir, 'uploads');
    await fs.mkdir(folder, { recursive: true });
    const file = path.join(folder, `incoming-${randomUUID()}.tmp`);
    await pipeline(data, createWriteStream(file));
    return { file, bytes: (await fs.stat(file)).size };
  }

  /** Moves a received chunk into place; a re-sent chunk simply replaces the earlier copy. */
  async place(file: string, connectionId: string, index: number): Promise<void> {
    const folder = this.folder(connectionId);
    await fs.mkdir(folder, { recursive: true });
    await fs.rename(file, path.join(folder, `${index}.part`));
  }

  async head(file: string, bytes: number): Promise<Buffer> {
    const handle = await fs.open(file, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Concatenates the chunks in order into one staged file beside them and drops the chunks. */
  async assemble(connectionId: string, totalChunks: number): Promise<string> {
    const target = this.stagedVideo(connectionId);
    const temporary = `${target}.tmp`;
    const out = createWriteStream(temporary);
    for (let index = 0; index < totalChunks; index += 1) {
      await pipeline(createReadStream(path.join(this.folder(connectionId), `${index}.part`)), out, { end: false });
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    await fs.rename(temporary, target);
    await fs.rm(this.folder(connectionId), { recursive: true, force: true });
    return target;
  }

  /** Where the assembled video waits while it is checked, before it goes to the media store. */
  stagedVideo(connectionId: string): string {
    return path.join(this.dataDir, 'uploads', `${connectionId}.mp4`);
  }

  async discard(connectionId: string): Promise<void> {
    const staged = this.stagedVideo(connectionId);
    await Promise.all([fs.rm(this.folder(connectionId), { recursive: true, force: true }), fs.rm(staged, { force: true }), fs.rm(`${staged}.jpg`, { force: true })]);
  }
}
