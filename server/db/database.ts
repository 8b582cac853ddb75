import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { besideModule } from '../../build/source-tree.js';
import { type Config, ConfigError } from '../config.js';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded.js';
import * as schema from './tables.js';

/** Drizzle over the pool; `$client` is the pool itself, for what needs one connection (advisory locks). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction on the database: what a write holding a row's lock runs its queries on. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Where it is, for connections outside the pool (the change feed's LISTEN). */
  url: string;
  close(): Promise<void>;
}

const migrationsFolder = besideModule(import.meta.url, 'migrations');
export const EMBEDDED_DATABASE = 'poker';
// Any constant works: it only keeps two processes from migrating at once.
export const MIGRATION_LOCK = 724_301;

/** Connects to DATABASE_URL, or starts the embedded server when it is unset. */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    await ensureDatabaseExists(embedded.urlFor('postgres'), EMBEDDED_DATABASE);
    url = embedded.urlFor(EMBEDDED_DATABASE);
  }
  const database = await connect(url, embedded ? 'the embedded PostgreSQL' : 'DATABASE_URL');
  return {
    ...database,
    async close() {
      await database.close();
      await embedded?.stop();
    },
  };
}

export async function connect(url: string, settingName = 'DATABASE_URL'): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined); // an idle client's broken socket is replaced on next use
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const { hostname, port } = new URL(url);
    throw new ConfigError(
      `Bad setting ${settingName}: cannot reach the database at ${hostname}:${port || 5432} (${(error as Error).message})`,
    );
  }
  return { db: drizzle(pool, { schema }), pool, url, close: () => pool.end() };
}

/** Applies pending migrations; an advisory lock serialises processes starting together. */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

export async function ensureDatabaseExists(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
