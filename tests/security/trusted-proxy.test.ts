import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES_PER_ADDRESS } from '../../server/constants.js';
import { ADMIN, startTestServer, type TestServer } from '../api/helpers/test-server.js';

/** ASVS V6.3 behind a proxy: limits count the client the proxy names, and only a trusted proxy is believed. */
const RATE_LIMIT = 200;
let direct: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  direct = await startTestServer({ RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  // The test's requests come from 127.0.0.1: here that is the trusted proxy, and X-Forwarded-For the client.
  proxied = await startTestServer({ RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const from = (client: string) => ({ 'x-forwarded-for': client });

async function remaining(server: TestServer, client: string): Promise<number> {
  const answer = await fetch(`${server.url}/api/health`, { headers: from(client) });
  return Number(answer.headers.get('x-ratelimit-remaining'));
}

async function signIn(server: TestServer, client: string, email: string, password: string): Promise<number> {
  const answer = await fetch(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(client) },
    body: JSON.stringify({ email, password }),
  });
  return answer.status;
}

describe('without TRUST_PROXY', () => {
  it('ignores a forged X-Forwarded-For: every claimed client draws on the one socket address', async () => {
    const first = await remaining(direct, '203.0.113.1');
    expect(await remaining(direct, '203.0.113.2')).toBe(first - 1);
    expect(await remaining(direct, '203.0.113.3')).toBe(first - 2);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it("counts each forwarded client's requests on its own", async () => {
    const first = await remaining(proxied, '198.51.100.1');
    expect(await remaining(proxied, '198.51.100.1')).toBe(first - 1);
    expect(await remaining(proxied, '198.51.100.2')).toBe(RATE_LIMIT - 1);
    expect(await remaining(proxied, '198.51.100.3')).toBe(RATE_LIMIT - 1);
  });

  it('locks out one client after its failed sign-ins, and no other client behind the same proxy', async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1)
      expect(await signIn(proxied, '198.51.100.9', `guess-${i}@example.com`, 'guess-password-1')).toBe(401);
    expect(await signIn(proxied, '198.51.100.9', ADMIN.email, ADMIN.password)).toBe(429);
    expect(await signIn(proxied, '198.51.100.10', ADMIN.email, ADMIN.password)).toBe(200);
    // A client cannot escape its lock by claiming another address before the proxy's: the proxy's last hop counts.
    expect(await signIn(proxied, '203.0.113.50, 198.51.100.9', ADMIN.email, ADMIN.password)).toBe(429);
  });
});
