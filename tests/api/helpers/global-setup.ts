import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../../build/server-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

interface SharedPostgres {
  adminUrl: string;
  template: string;
  /** Projects of this run still using it. */
  users: number;
  stop(): Promise<void>;
}

// Every project naming this file runs it (api, security, races and their own-modules halves), each
// through its own module graph: the server lives on globalThis so one run starts one.
const SHARED = Symbol.for('poker-tests.postgres');
const holder = globalThis as { [SHARED]?: Promise<SharedPostgres> };

/**
 * One PostgreSQL for the whole run: the embedded one, or TEST_DATABASE_URL's server (CI runs
 * the suite again on Debian's PostgreSQL). A migrated template makes each file's fresh database cheap.
 */
export default async function setup(project: TestProject) {
  // Once, before the files: several start the compiled server at once (tests/reliability/helpers/product.ts).
  ensureServerBuild();
  holder[SHARED] ??= startPostgres();
  const shared = await holder[SHARED];
  shared.users += 1;
  project.provide('pgAdminUrl', shared.adminUrl);
  project.provide('pgTemplate', shared.template);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[SHARED];
    await shared.stop();
  };
}

async function startPostgres(): Promise<SharedPostgres> {
  // Imported here, once: server/db/embedded.ts removes a process hook when first evaluated and
  // would throw if a second project's module graph evaluated it again.
  const { connect, migrateDatabase } = await import('../../../server/db/database.js');
  const { startEmbeddedPostgres } = await import('../../../server/db/embedded.js');
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-api-pg-'));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir, () => undefined);
    adminUrl = embedded.urlFor('postgres');
    await withoutDurability(adminUrl);
  }
  // Named for this run, so two runs against one shared server (two CI runs on Debian's) never meet.
  const template = `poker_test_template_${process.pid}`;
  await adminQuery(adminUrl, `drop database if exists ${template}`);
  await adminQuery(adminUrl, `create database ${template}`);
  const database = await connect(withDatabase(adminUrl, template));
  await migrateDatabase(database);
  await database.close();

  return {
    adminUrl,
    template,
    users: 0,
    async stop() {
      if (!embedded) await adminQuery(adminUrl, `drop database if exists ${template}`);
      await embedded?.stop();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's throwaway server need not survive a power cut: without waiting for the disk, each
 * file's `create database … template` and the tests' writes no longer queue behind fsync.
 */
async function withoutDurability(adminUrl: string): Promise<void> {
  for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
    await adminQuery(adminUrl, `alter system set ${setting} = off`);
  }
  await adminQuery(adminUrl, 'select pg_reload_conf()');
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
