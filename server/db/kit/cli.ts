import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pendingMigration, snapshotLatest } from './drizzle-kit.js';

/**
 * `npm run db:check`: fails when the schema files and the migrations' snapshots disagree, i.e. when
 * `npm run db:generate` would write a migration (a table added without one, a snapshot missing).
 * `npm run db:snapshot`: gives the journal's last migration, written by hand, its snapshot.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function check(): Promise<void> {
  const sql = await pendingMigration(ROOT);
  if (!sql) return console.log('db:check: the schema matches the migrations');
  console.error(`db:check: the schema differs from the migrations; \`npm run db:generate\` would write:\n\n${sql}`);
  process.exitCode = 1;
}

async function snapshot(): Promise<void> {
  const written = await snapshotLatest(ROOT);
  console.log(
    written ? `db:snapshot: wrote ${path.relative(ROOT, written)}` : 'db:snapshot: the last migration has its snapshot',
  );
}

const commands: Record<string, () => Promise<void>> = { check, snapshot };
const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(`usage: cli.ts ${Object.keys(commands).join('|')}`);
  process.exitCode = 2;
} else await command();
