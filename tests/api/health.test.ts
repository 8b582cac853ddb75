import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../reliability/helpers/wait.js';
import { type ApiClient, apiClient } from './helpers/client.js';
import { type ProxiedDatabase, proxiedDatabase } from './helpers/database-proxy.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let database: ProxiedDatabase;
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  database = await proxiedDatabase();
  server = await startTestServer({ DATABASE_URL: database.url });
  api = apiClient(server.url);
});
afterAll(async () => {
  await database.back().catch(() => undefined);
  await server?.close();
  await database?.drop();
});

describe('health for orchestrators', () => {
  it('answers live and ready apart, and keeps GET /api/health', async () => {
    for (const path of ['/health', '/health/live', '/health/ready']) {
      const answer = await api.get(path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 200, body: { status: 'ok' } });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('is not ready while the database is away, yet alive, and ready again once it is back', async () => {
    await database.away();
    const ready = await api.get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'error', message: 'The database does not answer' });
    expect(ready.headers.get('retry-after')).toBeTruthy();
    expect((await api.get('/health/live')).status).toBe(200);
    expect((await api.get('/health')).status).toBe(503);

    await database.back();
    await waitFor(async () => (await api.get('/health/ready')).status === 200, 'ready once the database is back');
  });

  it('is not ready once the process starts closing, while still alive', async () => {
    server.deps.lifecycle.beginClosing();
    const ready = await api.get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'error', message: 'The server is closing' });
    expect((await api.get('/health/live')).status).toBe(200);
  });
});
