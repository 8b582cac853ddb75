import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/services/free-port.js';
import { serveMetrics } from '../../server/services/metrics-server.js';
import { waitFor } from '../reliability/helpers/wait.js';
import { type ApiClient, apiClient, newMember, signIn } from './helpers/client.js';
import { subscribeLocally } from './helpers/payments.js';
import { closeSockets, connectSocket, savedPause } from './helpers/socket.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';

const TOKEN = 'metrics-token-for-the-test-scraper';
let server: TestServer;
let api: ApiClient;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  server = await startTestServer({
    SEED_DEMO: '1',
    METRICS_TOKEN: TOKEN,
    METRICS_PORT: String(metricsPort),
    // Nothing listens there: every mail fails and waits in the job queue.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
  });
  api = apiClient(server.url);
});
afterAll(async () => {
  closeSockets();
  await server.close();
});

const scrape = (url: string, token?: string) =>
  fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Prometheus's text format: the value of the one series with this name and at least these labels. */
function figure(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (row) => (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) && wanted.every((pair) => row.includes(pair)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function figures(): Promise<string> {
  const answer = await scrape(`${server.url}/metrics`, TOKEN);
  expect(answer.status).toBe(200);
  return answer.text();
}

describe('/metrics', () => {
  it('answers only to the configured bearer token, with a message otherwise', async () => {
    for (const token of [undefined, 'a-wrong-token-of-some-length']) {
      const refused = await scrape(`${server.url}/metrics`, token);
      expect(refused.status).toBe(401);
      expect((await refused.json()).message).toBe('Metrics need the bearer token METRICS_TOKEN names');
    }
    const answer = await scrape(`${server.url}/metrics`, TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('is not found without METRICS_TOKEN (the default)', async () => {
    const plain = await startTestServer();
    try {
      const answer = await scrape(`${plain.url}/metrics`, TOKEN);
      expect(answer.status).toBe(404);
      expect((await answer.json()).message).toBe('Not found: GET /metrics');
    } finally {
      await plain.close();
    }
  });

  it('serves the same figures on METRICS_PORT (as the app and the worker start it), asking for the token there too', async () => {
    const listener = await serveMetrics(server.deps.config, server.deps.metrics);
    try {
      const url = `http://127.0.0.1:${metricsPort}/metrics`;
      expect((await scrape(url)).status).toBe(401);
      const answer = await scrape(url, TOKEN);
      expect(answer.status).toBe(200);
      expect(figure(await answer.text(), 'poker_open_sockets')).toBeDefined();
      expect((await scrape(`http://127.0.0.1:${metricsPort}/other`, TOKEN)).status).toBe(404);
    } finally {
      await listener?.close();
    }
  });

  it('times requests by route pattern and status, never by the raw URL', async () => {
    const staff = await signIn(api, ADMIN.email, ADMIN.password);
    expect((await api.get('/courses/987654', staff)).status).toBe(404);
    const text = await figures();
    const series = { method: 'GET', route: '/api/courses/:id', status: '404' };
    expect(figure(text, 'poker_http_request_duration_seconds_count', series)).toBeGreaterThanOrEqual(1);
    expect(
      figure(text, 'poker_http_request_duration_seconds_bucket', { ...series, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    // In a label, not anywhere: a figure such as 0.0632572069987654 may hold the digits.
    expect(text).not.toMatch(/="[^"]*987654[^"]*"/);
  });

  it('counts open sockets, members watching now, answer-cache hits, failed and queued mail', async () => {
    const staff = await signIn(api, ADMIN.email, ADMIN.password);
    const account = newMember();
    expect((await api.post('/user', { ...account, role: 'member' }, staff)).status).toBe(201);
    const member = await signIn(api, account.email, account.password);
    expect((await subscribeLocally(api, member)).body.subscribedUser).toBe(true);
    const lectures = (await api.get('/lectures', member)).body;
    await api.get('/lectures', member);
    const socket = await connectSocket(server.url, member);
    await savedPause(socket, lectures[0].id, 12);
    // A password reset's mail: the transport refuses it, so it waits in the job queue.
    await api.post('/auth/forgot-password', { email: account.email });

    await waitFor(
      async () => (figure(await figures(), 'poker_mails_total', { outcome: 'queued' }) ?? 0) >= 1,
      'a mail queued after its transport failed',
    );
    const text = await figures();
    expect(figure(text, 'poker_open_sockets')).toBe(1);
    expect(figure(text, 'poker_members_watching')).toBe(1);
    expect(figure(text, 'poker_answer_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(figure(text, 'poker_mails_total', { outcome: 'failed' })).toBeGreaterThanOrEqual(1);
    expect(figure(text, 'poker_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(figure(text, 'poker_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(figure(text, 'poker_job_queue_depth', { queue: 'send-mail' })).toBeDefined();
    expect(figure(text, 'poker_job_queue_depth', { queue: 'transcode-video' })).toBe(0);
    expect(figure(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(figure(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    socket.close();
    await waitFor(async () => figure(await figures(), 'poker_open_sockets') === 0, 'the socket to be counted out');
  });
});
