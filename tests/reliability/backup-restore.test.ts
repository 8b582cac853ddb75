import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileHashes } from '../../server/ops/media-files.js';
import { rowCounts } from '../../server/ops/ops-database.js';
import { runningEmbeddedUrl } from '../../server/ops/running-database.js';
import { cleanUp, createMember, newDataDir, type Product, ROOT, startProduct } from './helpers/product.js';

afterAll(cleanUp);

/** `npm run backup|restore -- …` on a DATA_DIR, as an operator (or cron) runs it. */
function npmRun(script: 'backup' | 'restore', dataDir: string, archive: string) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', archive], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Row counts of the running product's data and hashes of its media folder. The job queue's tables
 * (schema pgboss) change on their own timers while the product runs; `npm run restore` itself
 * checks them, with every other table, against the backup's manifest before anything starts.
 */
async function snapshot(product: Product) {
  const rows = await rowCounts((await runningEmbeddedUrl(product.dataDir))!);
  return {
    rows: Object.fromEntries(Object.entries(rows).filter(([table]) => !table.startsWith('pgboss.'))),
    files: await fileHashes(path.join(product.dataDir, 'media')),
  };
}

describe('npm run backup and npm run restore', () => {
  it('round-trip the database and the media with equal row counts and file hashes', async () => {
    const dataDir = await newDataDir();
    const archive = path.join(await newDataDir(), 'nightly.tar.gz');
    const product = await startProduct(dataDir, { SEED_DEMO: '1' });
    const adminToken = await product.adminToken();
    const member = await createMember(product, adminToken);
    await product.api.post(
      '/customer-support',
      { name: 'Backup', email: member.email, title: 'Payment Questions', message: 'before the backup' },
      member.token,
    );

    const backedUp = await snapshot(product);
    const backup = npmRun('backup', dataDir, archive);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toMatch(/\[backup\] .*nightly\.tar\.gz: \d+ tables, \d+ rows, \d+ media files/);
    const refused = npmRun('restore', dataDir, archive);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/stop it before a restore/);

    // Life goes on after the backup: a new row, a lost video, a new file.
    await product.api.post(
      '/customer-support',
      { name: 'Backup', email: member.email, title: 'Payment Questions', message: 'after the backup' },
      member.token,
    );
    await product.stop();
    const video = Object.keys(backedUp.files).find((file) => file.endsWith('.mp4'))!;
    await fs.rm(path.join(dataDir, 'media', video));
    await fs.writeFile(path.join(dataDir, 'media', 'stray.txt'), 'added after the backup');

    // Restored in place, and onto a fresh machine's empty DATA_DIR.
    const fresh = await newDataDir();
    for (const target of [dataDir, fresh]) {
      const restore = npmRun('restore', target, archive);
      expect(restore.status, restore.output).toBe(0);
      expect(restore.output).toMatch(/as backed up/);
      const restored = await startProduct(target);
      const after = await snapshot(restored);
      console.log(
        `[reliability] backup/restore ${target === fresh ? 'onto an empty DATA_DIR' : 'in place'}: ${Object.keys(after.rows).length} tables, ${Object.values(after.rows).reduce((a, b) => a + b, 0)} rows (backup ${Object.values(backedUp.rows).reduce((a, b) => a + b, 0)}), ${Object.keys(after.files).length} media files (backup ${Object.keys(backedUp.files).length})`,
      );
      expect(after.rows).toEqual(backedUp.rows);
      expect(after.files).toEqual(backedUp.files);
      // Sessions survive: the member's token from before the backup still works.
      expect((await restored.api.get('/user/me', member.token)).status).toBe(200);
      await restored.stop();
    }
  });
});
