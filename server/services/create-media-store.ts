import type { Config } from '../config.js';
import { DiskMediaStore, mediaRoot, type MediaStore } from './media-store.js';
import { S3MediaStore } from './s3-media-store.js';

/** S3_ENDPOINT picks a bucket; without it media live on disk under DATA_DIR. */
export function createMediaStore(config: Config): MediaStore {
  if (config.S3_ENDPOINT) return new S3MediaStore(config);
  return new DiskMediaStore(mediaRoot(config), config.MEDIA_ACCEL_REDIRECT);
}
