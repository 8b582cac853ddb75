import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, serverEntryArgs } from '../../build/server-build.js';
import { MIGRATION_LOCK } from '../../server/db/database.js';
import { freePort } from '../../server/services/free-port.js';
import { waitFor } from '../reliability/helpers/wait.js';
import { type ApiClient, apiClient } from './helpers/client.js';
import { type ProxiedDatabase, proxiedDatabase } from './helpers/database-proxy.js';

/** One span as OTLP/HTTP JSON carries it. */
interface ExportedSpan {
  name: string;
  service: string;
  attributes: Record<string, unknown>;
}

/** A tiny OTLP/HTTP receiver: every span the product exports to `/v1/traces`. */
async function otlpReceiver(): Promise<{ url: string; spans: ExportedSpan[]; close(): Promise<void> }> {
  const spans: ExportedSpan[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        for (const resourceSpans of JSON.parse(body).resourceSpans ?? []) {
          const service = attributesOf(resourceSpans.resource?.attributes)['service.name'] as string;
          for (const scope of resourceSpans.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({ name: span.name, service, attributes: attributesOf(span.attributes) });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function attributesOf(list: { key: string; value: Record<string, unknown> }[] = []): Record<string, unknown> {
  return Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));
}

let database: ProxiedDatabase;
let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
let lockHolder: pg.Client;
let child: ChildProcess;
let output = '';
let exited: Promise<number | null>;
let api: ApiClient;
let dataDir: string;

/**
 * The product as `npm start` runs it (the compiled `server/server.ts`), started while another process holds
 * the migration lock, so it stays in its migration until the test lets go.
 */
beforeAll(async () => {
  database = await proxiedDatabase();
  receiver = await otlpReceiver();
  lockHolder = new pg.Client({ connectionString: database.url });
  await lockHolder.connect();
  await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-process-'));
  const port = await freePort();
  ensureServerBuild();
  child = spawn(process.execPath, serverEntryArgs('server'), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD: 'admin-password-1',
      // No live ingest unless asked for: RTMP's default port is one per machine.
      RTMP_PORT: '0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_S: '2',
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'poker-under-test',
      // Batches leave every 100 ms instead of every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  api = apiClient(`http://127.0.0.1:${port}`);
  await waitFor(
    () =>
      api.get('/health/live').then(
        (answer) => answer.status === 200,
        () => false,
      ),
    'the port to answer',
    60_000,
  );
}, 90_000);

afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await lockHolder?.end().catch(() => undefined);
  await receiver?.close();
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the product process', () => {
  it('answers alive but not ready while it waits to migrate, and ready once migrated', async () => {
    const waitingForTheLock = async () =>
      (
        await lockHolder.query(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
          [MIGRATION_LOCK],
        )
      ).rows[0].n === 1;
    await waitFor(waitingForTheLock, 'the product to wait for the migration lock', 60_000);
    expect((await api.get('/health/live')).body).toEqual({ status: 'ok' });
    const ready = await api.get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      status: 'error',
      message: 'The server is starting: the database is being prepared and migrated',
    });
    expect((await api.get('/health')).status).toBe(503);
    const other = await api.get('/courses');
    expect(other.status).toBe(503);
    expect(other.body.message).toBe('The server is starting. Please try again in a few seconds.');
    expect(other.headers.get('retry-after')).toBeTruthy();

    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    await waitFor(() => /serving on/.test(output), 'the product to serve', 60_000);
    expect((await api.get('/health/ready')).status).toBe(200);
  }, 90_000);

  it("exports each request's span over OTLP/HTTP, named by its route pattern and without the query", async () => {
    expect((await api.get('/courses/12345?sig=secret')).status).toBe(401);
    await waitFor(
      () => receiver.spans.some((span) => span.attributes['http.route'] === '/api/courses/:id'),
      'the span at the receiver',
    );
    const span = receiver.spans.find((one) => one.attributes['http.route'] === '/api/courses/:id')!;
    expect(span).toMatchObject({
      name: 'request',
      service: 'poker-under-test',
      attributes: { 'http.request.method': 'GET', 'http.response.status_code': 401, 'url.path': '/api/courses/12345' },
    });
  });

  it('answers not ready from the signal on, still serving while it drains, then exits cleanly', async () => {
    child.kill('SIGTERM');
    await waitFor(async () => (await api.get('/health/ready')).status === 503, 'ready to turn 503');
    expect((await api.get('/health/ready')).body).toEqual({ status: 'error', message: 'The server is closing' });
    expect((await api.get('/health/live')).status).toBe(200);
    expect((await api.get('/payments/plan')).status).toBe(200);
    expect(await exited).toBe(0);
  }, 30_000);
});
