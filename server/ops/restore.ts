import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { mediaRoot } from '../services/media-store.js';
import type { Manifest } from './backup.js';
import { bucketListing, fileHashes } from './media-files.js';
import { emptyDatabase, openOpsDatabase, rowCounts, runPgTool } from './ops-database.js';

/**
 * `npm run restore ARCHIVE` (app stopped): the database, media and JWT secret from a backup, then
 * checks row counts and file hashes against the archive's manifest; exit 1 when they differ.
 */
const log = (line: string) => console.log(`[restore] ${line}`);

async function main(): Promise<void> {
  const archive = process.argv[2];
  if (!archive || !existsSync(archive))
    throw new ConfigError('Usage: npm run restore ARCHIVE (a .tar.gz made by npm run backup)');
  const config = loadConfig();
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-restore-'));
  try {
    execFileSync('tar', ['-xzf', path.resolve(archive), '-C', work]);
    const manifest = JSON.parse(await fs.readFile(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    const database = await openOpsDatabase(config, 'restore', log);
    try {
      await emptyDatabase(database.url);
      runPgTool('pg_restore', [
        '--no-owner',
        '--single-transaction',
        '--dbname',
        database.url,
        path.join(work, 'database.dump'),
      ]);
      const rows = await rowCounts(database.url);
      if (!isDeepStrictEqual(rows, manifest.rows))
        throw new Error(
          `row counts differ from the backup: ${JSON.stringify({ backup: manifest.rows, restored: rows })}`,
        );
    } finally {
      await database.close();
    }
    if (existsSync(path.join(work, 'jwt-secret.txt')) && !config.JWT_SECRET)
      await fs.copyFile(path.join(work, 'jwt-secret.txt'), path.join(config.dataDir, 'jwt-secret.txt'));
    await restoreMedia(work, manifest, config);
    log(
      `${archive} (made ${manifest.createdAt}): ${Object.keys(manifest.rows).length} tables and ${Object.keys(manifest.bucket ?? manifest.files).length} media files as backed up`,
    );
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

async function restoreMedia(work: string, manifest: Manifest, config: ReturnType<typeof loadConfig>): Promise<void> {
  if (manifest.bucket) {
    const now = await bucketListing(config);
    const missing = Object.keys(manifest.bucket).filter((key) => now[key] !== manifest.bucket![key]);
    if (missing.length > 0)
      throw new Error(
        `${missing.length} bucket objects are missing or changed since the backup, e.g. ${missing.slice(0, 5).join(', ')}`,
      );
    return;
  }
  const media = mediaRoot(config);
  const restored = path.join(work, 'media');
  await fs.mkdir(restored, { recursive: true });
  // Swap whole folders: files added since the backup go too, as rows added since it did.
  await fs.rm(`${media}.before-restore`, { recursive: true, force: true });
  if (existsSync(media)) await fs.rename(media, `${media}.before-restore`);
  await fs.cp(restored, media, { recursive: true });
  await fs.rm(`${media}.before-restore`, { recursive: true, force: true });
  if (!isDeepStrictEqual(await fileHashes(media), manifest.files))
    throw new Error('media files differ from the backup');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
