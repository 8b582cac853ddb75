import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { mediaRoot } from '../services/media-store.js';
import { bucketListing, fileHashes } from './media-files.js';
import { openOpsDatabase, rowCounts, runPgTool } from './ops-database.js';

/**
 * `npm run backup [ARCHIVE]`: one tar.gz with the database (pg_dump), the media folder (or the
 * bucket's listing with S3_*), the JWT secret (sessions and signed links survive a restore) and a
 * manifest of row counts and file hashes that `npm run restore` checks. Safe while the app runs.
 */
export interface Manifest {
  createdAt: string;
  rows: Record<string, number>;
  files: Record<string, string>;
  bucket?: Record<string, string>;
}

const log = (line: string) => console.log(`[backup] ${line}`);

async function main(): Promise<void> {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const archive = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `poker-${stamp}.tar.gz`));
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-backup-'));
  const database = await openOpsDatabase(config, 'backup', log);
  try {
    runPgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(work, 'database.dump'),
      '--dbname',
      database.url,
    ]);
    const media = mediaRoot(config);
    const manifest: Manifest = {
      createdAt: new Date().toISOString(),
      rows: await rowCounts(database.url),
      files: config.S3_ENDPOINT ? {} : await fileHashes(media),
      bucket: config.S3_ENDPOINT ? await bucketListing(config) : undefined,
    };
    await fs.writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const secret = path.join(config.dataDir, 'jwt-secret.txt');
    if (existsSync(secret)) await fs.copyFile(secret, path.join(work, 'jwt-secret.txt'));
    await fs.mkdir(path.dirname(archive), { recursive: true });
    const withMedia = !config.S3_ENDPOINT && existsSync(media) ? ['-C', config.dataDir, 'media'] : [];
    execFileSync('tar', ['-czf', `${archive}.partial`, '-C', work, '.', ...withMedia]);
    // Only a complete archive carries the final name.
    await fs.rename(`${archive}.partial`, archive);
    const tables = Object.keys(manifest.rows).length;
    log(
      `${archive}: ${tables} tables, ${Object.values(manifest.rows).reduce((a, b) => a + b, 0)} rows, ${Object.keys(manifest.bucket ?? manifest.files).length} media files`,
    );
  } finally {
    await database.close();
    await fs.rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
