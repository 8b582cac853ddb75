import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { startServices } from '../../server/bootstrap.js';
import { loadConfig } from '../../server/config.js';
import { apiClient, signIn, signUpVerified } from './helpers/client.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/** Two app processes' worth (two apps, one database, one Debian redis-server), as behind a load balancer. */
let redis: RedisServer;
let redisUrl: string;
let first: TestServer;
let second: { url: string; close(): Promise<void> };

beforeAll(async () => {
  redis = await startRedisServer();
  redisUrl = redis.url;
  // Several processes share one JWT_SECRET.
  const env = {
    REDIS_URL: redisUrl,
    RATE_LIMIT_PER_MINUTE: '6',
    JWT_SECRET: 'a-secret-shared-by-both-processes-0123',
  };
  first = await startTestServer(env);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-api-twin-'));
  const config = loadConfig({
    ...env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    DATABASE_URL: first.deps.config.DATABASE_URL,
  });
  const services = await startServices(config, () => undefined);
  const app = await buildApp(services.deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  second = {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await services.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
});
let closed: Promise<void> | undefined;
const closeBoth = () =>
  (closed ??= (async () => {
    await second?.close();
    await first?.close();
  })());
afterAll(async () => {
  await closeBoth();
  redis?.stop();
});

it('delivers a push from one process to a socket held by the other', async () => {
  const api = apiClient(first.url);
  const member = await signUpVerified(api, first.outbox);
  const token = await signIn(api, member.email, member.password);
  const memberId = (await api.get('/user/me', token)).body.id;
  const socket = io(second.url, { transports: ['websocket'], auth: { token }, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    const received = new Promise((resolve) => socket.once('notification', resolve));
    first.deps.realtime.toUsers([memberId], 'notification', { title: 'From the first process' });
    expect(await received).toEqual({ title: 'From the first process' });
  } finally {
    socket.close();
  }
});

it('counts one rate limit across both processes', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    statuses.push(
      (await apiClient(first.url).get('/health')).status,
      (await apiClient(second.url).get('/health')).status,
    );
  }
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
});

it('leaves no connection to Redis once both processes have closed', async () => {
  await closeBoth();
  const probe = new Redis(redisUrl);
  try {
    // CLIENT LIST names one connection per line: the probe's own is the only one left.
    await expect
      .poll(
        async () =>
          String(await probe.client('LIST'))
            .trim()
            .split('\n').length,
        { timeout: 10_000 },
      )
      .toBe(1);
  } finally {
    probe.disconnect();
  }
});
