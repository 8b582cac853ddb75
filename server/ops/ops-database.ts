import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { type Config, ConfigError } from '../config.js';
import { EMBEDDED_DATABASE, ensureDatabaseExists } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { runningEmbeddedUrl } from './running-database.js';

export interface OpsDatabase {
  url: string;
  close(): Promise<void>;
}

/**
 * The product's database for backup and restore: DATABASE_URL; else the embedded server a running
 * app started (backup only: restoring under a running app would pull the data from under it); else
 * the embedded server, started for the job and stopped after it.
 */
export async function openOpsDatabase(
  config: Config,
  purpose: 'backup' | 'restore',
  log: (line: string) => void,
): Promise<OpsDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, close: async () => undefined };
  const running = await runningEmbeddedUrl(config.dataDir);
  if (running && purpose === 'backup') return { url: running, close: async () => undefined };
  if (running)
    throw new ConfigError(
      `The app is running on ${config.dataDir}: stop it before a restore, which replaces its database`,
    );
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  await ensureDatabaseExists(embedded.urlFor('postgres'), EMBEDDED_DATABASE);
  return { url: embedded.urlFor(EMBEDDED_DATABASE), close: () => embedded.stop() };
}

/** Rows per table (every schema but the system ones): what a restore must give back. */
export async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows)
      counts[name] = Number((await client.query(`select count(*) from ${name}`)).rows[0].count);
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * Drops every schema of the database (the app's, drizzle's migrations, the job queue's) and leaves an
 * empty `public`, for a restore to fill. pg_restore's own --clean cannot be used: it drops a
 * partitioned table's inherited constraints one by one, which PostgreSQL refuses (pg-boss's job table).
 */
export async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schemas = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    );
    await client.query('begin');
    for (const { name } of schemas.rows) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
    await client.query('create schema public');
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client tool (Debian's 15, matching the embedded server); a missing one says how to get it. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): void {
  const result = spawnSync(tool, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new ConfigError(
      `${tool} is missing. Run: sudo apt-get update && sudo apt-get install -y postgresql-client-15`,
    );
  }
  if (result.status !== 0) throw new Error(`${tool} failed (exit ${result.status})`);
}
