import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import config from '../../../drizzle.config.js';

/**
 * drizzle-kit run on a throwaway copy of the migrations folder: what `npm run db:generate` would
 * write, without writing it. The copy's path is given relative to the checkout because drizzle-kit
 * mangles absolute `--out` paths.
 */
export const MIGRATIONS = path.normalize(config.out!);

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

export const readJournal = async (migrations: string): Promise<Journal> =>
  JSON.parse(await fs.readFile(path.join(migrations, 'meta/_journal.json'), 'utf8')) as Journal;

export const snapshotFile = (migrations: string, tag: string) =>
  path.join(migrations, 'meta', `${tag.split('_')[0]}_snapshot.json`);

async function generate(root: string, out: string, extra: string[]): Promise<string> {
  const bin = path.join(root, 'node_modules/.bin/drizzle-kit');
  // drizzle-kit takes either its config file or flags: drizzle.config.ts's, with another folder.
  const flags = ['--dialect', config.dialect, '--schema', String(config.schema), '--out', path.relative(root, out)];
  const args = ['generate', ...flags, ...extra];
  const child = promisify(execFile)(bin, args, { cwd: root, timeout: 60_000 });
  child.child.stdin?.end();
  const { stdout, stderr } = await child;
  return stdout + stderr;
}

/** Runs drizzle-kit generate on a copy of root's migrations; returns the copy and what the new migration holds. */
async function generateInCopy(root: string, extra: string[] = []) {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-migrations-'));
  await fs.cp(path.join(root, MIGRATIONS), copy, { recursive: true });
  const before = await readJournal(copy);
  const output = await generate(root, copy, ['--name', 'pending', ...extra]);
  const added = (await readJournal(copy)).entries.slice(before.entries.length)[0];
  // drizzle-kit exits 0 when it fails, e.g. when it would have to ask whether a column was renamed.
  if (!added && !output.includes('No schema changes')) {
    await fs.rm(copy, { recursive: true, force: true });
    throw new Error(`drizzle-kit generate wrote nothing and said:\n${output}`);
  }
  const sql = added ? await fs.readFile(path.join(copy, `${added.tag}.sql`), 'utf8') : null;
  return { copy, added, sql };
}

/** The SQL `drizzle-kit generate` would write for the schema files, or null when the snapshots already match them. */
export async function pendingMigration(root: string): Promise<string | null> {
  const { copy, sql } = await generateInCopy(root);
  await fs.rm(copy, { recursive: true, force: true });
  return sql;
}

/** The SQL drizzle-kit writes for the schema files on an empty database: all it models, from scratch. */
export async function migrationFromScratch(root: string): Promise<string> {
  const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-migrations-'));
  try {
    await generate(root, empty, ['--name', 'scratch']);
    return await fs.readFile(path.join(empty, '0000_scratch.sql'), 'utf8');
  } finally {
    await fs.rm(empty, { recursive: true, force: true });
  }
}

/**
 * Writes the snapshot of the journal's last migration when it has none (a migration written by hand):
 * the schema files as they stand, chained to the newest snapshot. Returns the file written, or null.
 */
export async function snapshotLatest(root: string): Promise<string | null> {
  const migrations = path.join(root, MIGRATIONS);
  const latest = (await readJournal(migrations)).entries.at(-1)!;
  const target = snapshotFile(migrations, latest.tag);
  if (existsSync(target)) return null;
  let generated = await generateInCopy(root);
  if (!generated.added) {
    // Nothing drizzle-kit models changed since the newest snapshot: a custom migration copies it.
    await fs.rm(generated.copy, { recursive: true, force: true });
    generated = await generateInCopy(root, ['--custom']);
  }
  await fs.copyFile(snapshotFile(generated.copy, generated.added!.tag), target);
  await fs.rm(generated.copy, { recursive: true, force: true });
  return target;
}
