import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { answerWithFile } from './file-answer.js';
import { PUBLIC_MEDIA_PREFIX } from './media-urls.js';

/** Where media keys live: DATA_DIR/media/<key>, or an S3-compatible bucket (S3_*). */
export interface MediaStore {
  /** Stores a local file under the key; `move` lets the disk store rename instead of copying. */
  putFile(key: string, file: string, contentType: string, options?: { move?: boolean }): Promise<void>;
  putBytes(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Answers a GET or HEAD for a key already authorised by the caller: disk sends it with ranges (or
   * hands it to nginx by X-Accel-Redirect); S3 redirects to a short-lived bucket link.
   */
  serve(reply: FastifyReply, key: string): Promise<FastifyReply>;
  exists(key: string): Promise<boolean>;
  /** A small file's bytes (a playlist, a WebVTT map), or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A local path holding the key's bytes (the file itself on disk, a download from S3) until `release`. */
  localCopy(key: string, scratchDir: string): Promise<{ file: string; release(): Promise<void> }>;
  /** Deletes the key's file; one already gone is no error. */
  remove(key: string): Promise<void>;
}

export const mediaRoot = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'media');

/** Media on disk under DATA_DIR/media; nginx sends them when MEDIA_ACCEL_REDIRECT is set. */
export class DiskMediaStore implements MediaStore {
  constructor(
    private readonly root: string,
    private readonly accelPrefix?: string,
  ) {}

  private async target(key: string): Promise<string> {
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    return file;
  }

  async putFile(key: string, file: string, _contentType: string, { move = false } = {}): Promise<void> {
    const target = await this.target(key);
    await (move ? fs.rename(file, target) : fs.copyFile(file, target));
    // The new name is durable only once its folder is: the caller records the key as stored next.
    const folder = await fs.open(path.dirname(target), 'r');
    await folder.sync().finally(() => folder.close());
  }

  async putBytes(key: string, bytes: Buffer): Promise<void> {
    await fs.writeFile(await this.target(key), bytes, { flag: 'wx' });
  }

  async exists(key: string): Promise<boolean> {
    return fs.access(path.join(this.root, key)).then(
      () => true,
      () => false,
    );
  }

  async read(key: string): Promise<Buffer | null> {
    return fs.readFile(path.join(this.root, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async localCopy(key: string): Promise<{ file: string; release(): Promise<void> }> {
    return { file: path.join(this.root, key), release: async () => undefined };
  }

  async remove(key: string): Promise<void> {
    await fs.rm(path.join(this.root, key), { force: true });
  }

  async serve(reply: FastifyReply, key: string): Promise<FastifyReply> {
    // nginx sends the file itself (sendfile, ranges, ETag, type from its mime.types); the app sends no body.
    if (this.accelPrefix) return reply.header('x-accel-redirect', `${this.accelPrefix}${key}`).send();
    return answerWithFile(reply, this.root, key);
  }
}

/** A fresh random media key for an uploaded picture: public (PUBLIC_MEDIA_PREFIX) and never guessed. */
export function newPictureKey(extension: string): string {
  return `${PUBLIC_MEDIA_PREFIX}${randomBytes(16).toString('hex')}.${extension}`;
}
