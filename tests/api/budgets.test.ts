import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Budgets, createBudgets } from '../../server/services/budgets.js';
import { connectRedis } from '../../server/services/redis.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/** The shared budgets, on PostgreSQL (no REDIS_URL) and on a Debian redis-server. */
let server: TestServer;
let redisServer: RedisServer;
let redis: Redis;
const backends: Record<string, () => Budgets> = {
  postgresql: () => server.deps.budgets,
  redis: () => createBudgets({ ...server.deps, redis }),
};

beforeAll(async () => {
  server = await startTestServer();
  redisServer = await startRedisServer();
  redis = await connectRedis(redisServer.url);
});
afterAll(async () => {
  redis?.disconnect();
  redisServer?.stop();
  await server?.close();
});

describe.each(Object.keys(backends))('budgets on %s', (backend) => {
  it('counts parallel uses of one key one by one, and allows exactly the limit', async () => {
    const budgets = backends[backend]();
    const uses = await Promise.all(Array.from({ length: 50 }, () => budgets.take(`parallel-${backend}`, 10, 60_000)));
    expect(uses.map((use) => use.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(uses.filter((use) => use.allowed)).toHaveLength(10);
    for (const use of uses) expect(use.retryAfterMs).toBeGreaterThan(0);
    for (const use of uses) expect(use.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('reads a count without adding to it, and keeps keys apart', async () => {
    const budgets = backends[backend]();
    expect(await budgets.used(`read-${backend}`)).toEqual({ count: 0, retryAfterMs: 0 });
    await budgets.take(`read-${backend}`, 5, 60_000);
    await budgets.take(`read-${backend}`, 5, 60_000);
    expect((await budgets.used(`read-${backend}`)).count).toBe(2);
    expect((await budgets.used(`read-${backend}`)).count).toBe(2);
    expect((await budgets.take(`other-${backend}`, 5, 60_000)).count).toBe(1);
  });

  it('gives uses back one at a time without going below none, and clears a key', async () => {
    const budgets = backends[backend]();
    const key = `give-back-${backend}`;
    await Promise.all(Array.from({ length: 3 }, () => budgets.take(key, 2, 60_000)));
    await Promise.all([budgets.giveBack(key), budgets.giveBack(key)]);
    expect((await budgets.used(key)).count).toBe(1);
    for (let i = 0; i < 3; i++) await budgets.giveBack(key);
    expect((await budgets.used(key)).count).toBe(0);
    await budgets.giveBack(`never-taken-${backend}`);
    expect(await budgets.used(`never-taken-${backend}`)).toEqual({ count: 0, retryAfterMs: 0 });
    expect((await budgets.take(key, 2, 60_000)).count).toBe(1);
    await budgets.clear(key);
    expect(await budgets.used(key)).toEqual({ count: 0, retryAfterMs: 0 });
  });
});

it('starts a new window once the old one has passed (PostgreSQL follows the server clock)', async () => {
  const budgets = server.deps.budgets;
  for (let i = 0; i < 3; i++) await budgets.take('window', 2, 60_000);
  expect((await budgets.take('window', 2, 60_000)).allowed).toBe(false);
  server.advance(60_001);
  expect(await budgets.take('window', 2, 60_000)).toMatchObject({ count: 1, allowed: true, retryAfterMs: 60_000 });
});
