import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, migrateDatabase } from '../../../server/db/database.js';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../../server/db/embedded.js';

export const TEMPLATE_DATABASE = 'poker_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole API run: the embedded one, or TEST_DATABASE_URL's server (CI runs
 * the suite again on Debian's PostgreSQL). A migrated template makes each file's fresh database cheap.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-api-pg-'));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir, () => undefined);
    adminUrl = embedded.urlFor('postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = await connect(withDatabase(adminUrl, TEMPLATE_DATABASE));
  await migrateDatabase(template);
  await template.close();
  project.provide('pgAdminUrl', adminUrl);

  return async () => {
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
