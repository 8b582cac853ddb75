import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthUser } from '../../server/access/types.js';
import { Realtime } from '../../server/services/realtime.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

/** Two processes' Socket.IO over one redis-server: a push from one reaches the other's socket once that one has heard. */
const MEMBER: AuthUser = {
  id: 7,
  role: 'member',
  name: 'Member',
  email: 'member@example.com',
  subscribedUser: true,
  tokenVersion: 0,
  sessionId: 'session-7',
};
const auth = { authenticate: async () => MEMBER, current: async () => MEMBER, sessionEndsAt: async () => null };

let redisServer: RedisServer;
const opened: { realtime: Realtime; server: Server; redis: Redis }[] = [];
let client: Socket | undefined;

beforeAll(async () => {
  redisServer = await startRedisServer();
});
afterAll(async () => {
  client?.close();
  for (const { realtime, server, redis } of opened) {
    await realtime.close();
    server.close();
    redis.disconnect();
  }
  redisServer?.stop();
});

async function processWith(heard: () => Promise<void>): Promise<{ realtime: Realtime; url: string }> {
  const redis = new Redis(redisServer.url);
  const realtime = new Realtime(auth, false, redis, undefined, heard);
  // A client event answered straight back, by no push: it shows what the socket had been sent until then.
  realtime.on('ping', (_user, _payload, socket) => void socket.emit('pong'));
  const server = createServer();
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push({ realtime, server, redis });
  return { realtime, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

it("passes another process's push on only once this process has heard the changes committed before it", async () => {
  const sender = await processWith(() => Promise.resolve());
  let asked = 0;
  let hear = () => {};
  const receiver = await processWith(() => {
    asked += 1;
    return new Promise<void>((resolve) => (hear = resolve));
  });
  client = io(receiver.url, { transports: ['websocket'], auth: { token: 'key' }, reconnection: false });
  await new Promise<void>((resolve) => client!.once('connect', () => resolve()));
  // Both adapters listen on Redis before anything is pushed.
  const probe = new Redis(redisServer.url);
  const listening = async () => ((await probe.client('LIST')) as string).match(/ psub=1 /g)?.length ?? 0;
  await expect.poll(listening).toBe(2);
  probe.disconnect();
  const seen: string[] = [];
  client.onAny((event: string) => seen.push(event));

  sender.realtime.toUsers([MEMBER.id], 'notification', { id: 1 });
  // The push reaches the receiving process by Redis, where it waits: a ping answered meanwhile arrives first.
  await expect.poll(() => asked).toBe(1);
  const pong = new Promise((resolve) => client!.once('pong', resolve));
  client.emit('ping');
  await pong;
  expect(seen).toEqual(['pong']);

  const notification = new Promise((resolve) => client!.once('notification', resolve));
  hear();
  await expect(notification).resolves.toEqual({ id: 1 });
  expect(seen).toEqual(['pong', 'notification']);
});
