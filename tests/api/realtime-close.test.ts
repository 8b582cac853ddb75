import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthUser } from '../../server/access/types.js';
import { Realtime } from '../../server/services/realtime.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

/**
 * Closing the sockets closes their Redis connections without leaving a command unanswered: the
 * Socket.IO adapter sends its unsubscribes on close and does not wait for them, so a connection cut
 * at once rejects them where nothing listens, which ends a process that treats those as fatal.
 */
const nobody = async (): Promise<AuthUser | null> => null;
const auth = { authenticate: nobody, current: nobody, sessionEndsAt: async () => null };

let redisServer: RedisServer;
beforeAll(async () => {
  redisServer = await startRedisServer();
});
afterAll(() => redisServer?.stop());

it("waits for Redis to answer the adapter's last commands before it closes their connections", async () => {
  const unheard: unknown[] = [];
  const listen = (reason: unknown) => void unheard.push(reason);
  process.on('unhandledRejection', listen);
  const redis = new Redis(redisServer.url);
  const probe = new Redis(redisServer.url);
  const server = createServer();
  try {
    const realtime = new Realtime(auth, false, redis, undefined, () => Promise.resolve());
    realtime.attach(server);
    const listening = async () => ((await probe.client('LIST')) as string).match(/ psub=1 /g)?.length ?? 0;
    await expect.poll(listening).toBe(1);
    // Redis holds every client's commands for a moment, so the unsubscribes are still unanswered at close.
    await probe.call('CLIENT', 'PAUSE', '300', 'ALL');
    await realtime.close();
    await expect.poll(listening).toBe(0);
    // A rejection nobody handles is reported once the microtasks of its tick have run: one turn more.
    await new Promise(setImmediate);
    expect(unheard).toEqual([]);
  } finally {
    process.off('unhandledRejection', listen);
    redis.disconnect();
    probe.disconnect();
    server.close();
  }
});
