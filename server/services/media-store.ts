import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { PUBLIC_MEDIA_PREFIX } from './media-urls.js';

/** Where media keys live on disk: DATA_DIR/media/<key>. */
export const mediaRoot = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'media');

/** Stores an uploaded picture under a fresh random name and returns its media key. */
export async function saveImage(config: Pick<Config, 'dataDir'>, bytes: Buffer, extension: string): Promise<string> {
  const key = `${PUBLIC_MEDIA_PREFIX}${randomBytes(16).toString('hex')}.${extension}`;
  const file = path.join(mediaRoot(config), key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes, { flag: 'wx' });
  return key;
}
