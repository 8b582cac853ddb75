import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { startServices } from '../../../server/bootstrap.js';
import { loadConfig } from '../../../server/config.js';
import type { AppDeps } from '../../../server/deps.js';
import { closeStep, SLOW_CLOSE_LINE } from '../../../server/services/close-step.js';
import { type ApiClient, apiClient } from './client.js';
import { withDatabase } from './global-setup.js';
import { Outbox } from './outbox.js';

export const PUBLIC_URL = 'http://poker.test';
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

export interface TestDb {
  query<R extends pg.QueryResultRow = any>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

export interface TestServer {
  url: string;
  dataDir: string;
  outbox: Outbox;
  /** Moves the server's clock; nothing waits for real time. */
  advance(ms: number): void;
  /** Straight to the database; a write resolves once the server's caches have heard of it. */
  db: TestDb;
  /** The running app's dependencies, e.g. to push over the socket. */
  deps: AppDeps;
  /** The Node HTTP server under the app, e.g. to see a request arrive. */
  http: Server;
  close(): Promise<void>;
}

/** A database named `<prefix>_<random>` copied from the migrated template (well under a second). */
export async function freshDatabase(prefix: string): Promise<string> {
  const database = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${database} template ${inject('pgTemplate')}`);
  await admin.end();
  return database;
}

/** A real server on a random port with a fresh database made from the migrated template. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const adminUrl = inject('pgAdminUrl');
  const database = await freshDatabase('poker_test');

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: withDatabase(adminUrl, database),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PORT: '0',
    // Only 5xx are logged at this level: a hidden server error shows up in the test output.
    LOG_LEVEL: 'error',
    PUBLIC_URL: PUBLIC_URL,
    // ffmpeg at the suite's own priority, not the lowest: CI runs other suites beside this one, and a
    // transcode a test waits for must not wait on all of them (the priority has its own test).
    BATCH_NICE: '0',
    // No live ingest unless asked for: RTMP's default port is one per machine.
    RTMP_PORT: '0',
    ...env,
  });
  let offset = 0;
  // Quiet, but for a close that hangs: its lines name what it waits for, and the first of them shows
  // what the database's sessions are doing then (a connection the app still holds shows its last query).
  let sessionsShown = false;
  const log = (line: string) => {
    if (!line.startsWith(SLOW_CLOSE_LINE)) return;
    process.stderr.write(`${line}\n`);
    if (sessionsShown) return;
    sessionsShown = true;
    // A connect waiting in a pool that is ending is never served: `waiting` above 0 would say so.
    const { totalCount, idleCount, waitingCount } = services.deps.db.$client;
    process.stderr.write(`${SLOW_CLOSE_LINE} pool ${JSON.stringify({ totalCount, idleCount, waitingCount })}\n`);
    // What the process still waits on (a child process, a file operation, a socket, a timer), by kind.
    const counts: Record<string, number> = {};
    for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
    process.stderr.write(`${SLOW_CLOSE_LINE} resources ${JSON.stringify(counts)}\n`);
    void printSessions(adminUrl, database);
  };
  const services = await startServices(config, log, () => new Date(Date.now() + offset));
  const app = await buildApp(services.deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    outbox: new Outbox(path.join(dataDir, 'outbox')),
    advance: (ms) => {
      offset += ms;
    },
    db: {
      async query(text, values) {
        const result = await pool.query(text, values);
        await services.deps.changeFeed.sync();
        return result;
      },
    },
    deps: services.deps,
    http: app.server,
    async close() {
      const step = (name: string, run: () => unknown) => closeStep(name, run, log);
      await step('the HTTP server', () => app.close());
      await step('the services', () => services.close());
      await step("the test's own pool", () => pool.end());
      await step('the data folder', () => fs.rm(dataDir, { recursive: true, force: true }));
      await step('the database to drop', () => dropWhenLeft(adminUrl, database));
    },
  };
}

/** Each session of `database` as PostgreSQL sees it: who, in what state since when, its last query. */
async function printSessions(adminUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    const { rows } = await admin.query(
      `select application_name, state, wait_event_type, wait_event, round(extract(epoch from now() - state_change)) as seconds,
              left(query, 120) as query
       from pg_stat_activity where datname = $1`,
      [database],
    );
    for (const row of rows) process.stderr.write(`${SLOW_CLOSE_LINE} session ${JSON.stringify(row)}\n`);
  } catch (error) {
    process.stderr.write(`${SLOW_CLOSE_LINE} sessions not read: ${(error as Error).message}\n`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/**
 * Drops a test database once its sessions have gone. A pool's `end()` resolves before its
 * connections have closed; cutting one of those (`with (force)`) makes its pool emit an error
 * nobody listens to any more, which fails the whole run.
 */
export async function dropWhenLeft(adminUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const { rows } = await admin.query<{ sessions: number }>(
        'select count(*)::int as sessions from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0].sessions === 0) break;
      await sleep(20);
    }
    await admin.query(`drop database if exists ${database} with (force)`);
  } finally {
    await admin.end();
  }
}

/** One server for the test file: started before its tests, closed after them. */
export function useTestServer(
  env: Record<string, string>,
  ready: (server: TestServer, api: ApiClient) => void | Promise<void>,
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
    await ready(server, apiClient(server.url));
  });
  afterAll(async () => {
    await server?.close();
  });
}
