import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { migrationFromScratch, MIGRATIONS } from '../../server/db/kit/drizzle-kit.js';
import { withDatabase } from './helpers/global-setup.js';

/**
 * The domains' schema.ts files are what drizzle-kit diffs against to write the next migration, so they
 * must describe the database the hand-written migrations build: the same columns, indexes and
 * constraints, under the same names. Built from scratch out of them, a database must read back like a
 * migrated one.
 */
const ROOT = path.resolve(__dirname, '../..');

const CATALOG = {
  column: `select table_name || '.' || column_name as name,
    concat_ws(' ', udt_name, is_nullable, column_default, generation_expression) as definition
    from information_schema.columns where table_schema = 'public'`,
  index: `select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public'`,
  constraint: `select conrelid::regclass || '.' || conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = 'public'::regnamespace`,
  enum: `select t.typname as name, string_agg(e.enumlabel, ',' order by e.enumsortorder) as definition
    from pg_enum e join pg_type t on t.oid = e.enumtypid group by t.typname`,
};

async function catalog(client: pg.Client): Promise<string[]> {
  const lines: string[] = [];
  for (const [kind, query] of Object.entries(CATALOG))
    for (const row of (await client.query<{ name: string; definition: string }>(query)).rows)
      lines.push(`${kind} ${row.name}: ${row.definition}`);
  return lines.sort();
}

/** What the migrations set up that schema files cannot declare but their indexes use: extensions, text search. */
async function prerequisites(): Promise<string[]> {
  const folder = path.join(ROOT, MIGRATIONS);
  const files = (await fs.readdir(folder)).filter((file) => file.endsWith('.sql')).sort();
  const statements = (await Promise.all(files.map((file) => fs.readFile(path.join(folder, file), 'utf8'))))
    .flatMap((sql) => sql.split('--> statement-breakpoint'))
    .map((statement) => statement.replace(/^--.*$/gm, '').trim());
  return statements.filter((statement) => /^(CREATE EXTENSION|(CREATE|ALTER) TEXT SEARCH)/.test(statement));
}

const adminUrl = inject('pgAdminUrl');
const databases = {
  migrated: `poker_migrated_${randomBytes(4).toString('hex')}`,
  scratch: `poker_scratch_${randomBytes(4).toString('hex')}`,
};
const clients: pg.Client[] = [];

async function open(database: string, template: string): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${template}`);
  await admin.end();
  const client = new pg.Client({ connectionString: withDatabase(adminUrl, database) });
  await client.connect();
  clients.push(client);
  return client;
}

let migrated: pg.Client;
let scratch: pg.Client;
beforeAll(async () => {
  migrated = await open(databases.migrated, inject('pgTemplate'));
  scratch = await open(databases.scratch, 'template0');
  for (const statement of [
    ...(await prerequisites()),
    ...(await migrationFromScratch(ROOT)).split('--> statement-breakpoint'),
  ])
    await scratch.query(statement);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const database of Object.values(databases)) await admin.query(`drop database if exists ${database}`);
  await admin.end();
});

it('builds from schema.ts the tables, columns, indexes and constraints the migrations build', async () => {
  const [fromMigrations, fromSchema] = await Promise.all([catalog(migrated), catalog(scratch)]);
  expect(fromMigrations.length).toBeGreaterThan(300);
  expect(fromSchema).toEqual(fromMigrations);
});
