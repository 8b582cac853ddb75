import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient } from './helpers/client.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => server.close());

it('limits API requests per address with a JSON 429 and Retry-After', async () => {
  const api = apiClient(server.url);
  for (let i = 0; i < 3; i += 1) expect((await api.get('/health')).status).toBe(200);
  const limited = await api.get('/health');
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBeTruthy();
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
});
