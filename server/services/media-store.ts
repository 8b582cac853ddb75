import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { PUBLIC_MEDIA_PREFIX } from './media-urls.js';
import { S3MediaStore } from './s3-media-store.js';

/** Where media keys live: DATA_DIR/media/<key>, or an S3-compatible bucket (S3_*). */
export interface MediaStore {
  /** Stores a local file under the key; `move` lets the disk store rename instead of copying. */
  putFile(key: string, file: string, contentType: string, options?: { move?: boolean }): Promise<void>;
  putBytes(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Answers a GET for a key already authorised by the caller (disk: ranges; S3: a short-lived redirect). */
  serve(reply: FastifyReply, key: string): Promise<FastifyReply>;
}

export const mediaRoot = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'media');

export function createMediaStore(config: Config): MediaStore {
  if (config.S3_ENDPOINT) return new S3MediaStore(config);
  return new DiskMediaStore(mediaRoot(config));
}

class DiskMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private async target(key: string): Promise<string> {
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    return file;
  }

  async putFile(key: string, file: string, _contentType: string, { move = false } = {}): Promise<void> {
    const target = await this.target(key);
    await (move ? fs.rename(file, target) : fs.copyFile(file, target));
  }

  async putBytes(key: string, bytes: Buffer): Promise<void> {
    await fs.writeFile(await this.target(key), bytes, { flag: 'wx' });
  }

  serve(reply: FastifyReply, key: string): Promise<FastifyReply> {
    return reply.sendFile(key, this.root, { cacheControl: false }) as unknown as Promise<FastifyReply>;
  }
}

/** Stores an uploaded picture under a fresh random name and returns its media key. */
export async function saveImage(store: MediaStore, bytes: Buffer, extension: string, contentType: string): Promise<string> {
  const key = `${PUBLIC_MEDIA_PREFIX}${randomBytes(16).toString('hex')}.${extension}`;
  await store.putBytes(key, bytes, contentType);
  return key;
}
