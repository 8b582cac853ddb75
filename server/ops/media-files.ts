import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';

/** sha256 of every file under a folder, by path relative to it: what a restore must give back. */
export async function fileHashes(root: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const hash = createHash('sha256');
    for await (const piece of createReadStream(file)) hash.update(piece);
    hashes[path.relative(root, file)] = hash.digest('hex');
  }
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
}

/** Key → ETag of every object in the media bucket: its bytes stay in the bucket (versioning is its job). */
export async function bucketListing(config: Config): Promise<Record<string, string>> {
  const client = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: config.S3_ACCESS_KEY!, secretAccessKey: config.S3_SECRET_KEY! },
  });
  const listing: Record<string, string> = {};
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: config.S3_BUCKET, ContinuationToken: token }));
    for (const object of page.Contents ?? []) listing[object.Key!] = object.ETag ?? '';
    token = page.NextContinuationToken;
  } while (token);
  return listing;
}
