import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, migrateDatabase } from '../../../server/db/database.js';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../../server/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
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
  // Named for this run, so two runs against one shared server (two CI runs on Debian's) never meet.
  const templateName = `poker_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  await admin.end();
  const template = await connect(withDatabase(adminUrl, templateName));
  await migrateDatabase(template);
  await template.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', templateName);

  return async () => {
    if (!embedded) {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${templateName}`);
      await cleanup.end();
    }
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
