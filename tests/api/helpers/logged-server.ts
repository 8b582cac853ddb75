import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { ensureServerBuild, serverEntryArgs } from '../../../build/server-build.js';
import { freePort } from '../../../server/services/free-port.js';
import { type ApiClient, apiClient } from './client.js';
import { withDatabase } from './global-setup.js';
import { Outbox } from './outbox.js';
import { ADMIN, PUBLIC_URL } from './test-server.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface LoggedServer {
  url: string;
  api: ApiClient;
  outbox: Outbox;
  /** Everything the process wrote so far (its log records and start-up lines), to search. */
  log(): string;
  /** A statement on the server's database, e.g. to make its queries fail. */
  query(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server as `npm start` runs it, in a child process logging at `info`, on a fresh database
 * from the migrated template: what it logs is what an operator would read.
 */
export async function startLoggedServer(env: Record<string, string> = {}): Promise<LoggedServer> {
  const adminUrl = inject('pgAdminUrl');
  const database = `poker_log_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${database} template ${inject('pgTemplate')}`));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-log-'));
  const port = await freePort();
  ensureServerBuild();
  const child = spawn(process.execPath, serverEntryArgs('server'), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(adminUrl, database),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      // No live ingest unless asked for: RTMP's default port is one per machine.
      RTMP_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('[poker] serving on ')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`the server ended before serving:\n${text}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    api: apiClient(url),
    outbox: new Outbox(path.join(dataDir, 'outbox')),
    log: () => text,
    query: (sql) => withClient(withDatabase(adminUrl, database), (client) => client.query(sql)),
    async close() {
      child.kill('SIGTERM');
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
      await withClient(adminUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
    },
  };
}

async function withClient(url: string, use: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}
