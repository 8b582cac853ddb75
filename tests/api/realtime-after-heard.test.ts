import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import type { AuthUser } from '../../server/access/types.js';
import { Realtime } from '../../server/services/realtime.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';
import { closeSockets, connectSocket, nextEvent } from './helpers/socket.js';

/**
 * A socket push goes out only once the change feed has heard the changes committed before it (the
 * `heard` round): from the process that sends it, and again in each process that passes it on from Redis.
 */
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

let closers: (() => unknown)[] = [];
afterEach(async () => {
  closeSockets();
  for (const close of closers.reverse()) await close();
  closers = [];
});

/** A round of the change feed held until the test lets it end; `asked` counts the rounds begun. */
function heldRound() {
  const round = { asked: 0, hear: () => {} };
  const heard = () => {
    round.asked += 1;
    return new Promise<void>((resolve) => (round.hear = resolve));
  };
  return { round, heard };
}

async function processWith(
  heard: () => Promise<void>,
  redisUrl?: string,
): Promise<{ realtime: Realtime; url: string }> {
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  const realtime = new Realtime(auth, false, redis, undefined, heard);
  // A client event answered straight back, by no push: it shows what the socket had been sent until then.
  realtime.on('ping', (_user, _payload, socket) => void socket.emit('pong'));
  const server: Server = createServer();
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () => redis?.disconnect(),
    () => server.close(),
    () => realtime.close(),
  );
  return { realtime, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function memberSocket(url: string): Promise<{ client: Socket; seen: string[] }> {
  const client = await connectSocket(url, 'key');
  const seen: string[] = [];
  client.onAny((event: string) => seen.push(event));
  return { client, seen };
}

/** The push is held: a ping answered meanwhile arrives first; once the round ends, the push follows. */
async function heldUntilHeard({ client, seen }: { client: Socket; seen: string[] }, hear: () => void) {
  const pong = nextEvent(client, 'pong');
  client.emit('ping');
  await pong;
  expect(seen).toEqual(['pong']);
  const notification = nextEvent(client, 'notification');
  hear();
  await expect(notification).resolves.toEqual({ id: 1 });
  expect(seen).toEqual(['pong', 'notification']);
}

it("sends a push only once the process has heard the changes committed before it (the change feed's sync)", async () => {
  const { round, heard } = heldRound();
  const { realtime, url } = await processWith(heard);
  const member = await memberSocket(url);
  realtime.toUsers([MEMBER.id], 'notification', { id: 1 });
  await heldUntilHeard(member, () => round.hear());
});

it("passes another process's push on only once this process has heard the changes committed before it", async () => {
  const redisServer: RedisServer = await startRedisServer();
  closers.push(() => redisServer.stop());
  const sender = await processWith(() => Promise.resolve(), redisServer.url);
  const { round, heard } = heldRound();
  const receiver = await processWith(heard, redisServer.url);
  const member = await memberSocket(receiver.url);
  // Both adapters listen on Redis before anything is pushed.
  const probe = new Redis(redisServer.url);
  const listening = async () => ((await probe.client('LIST')) as string).match(/ psub=1 /g)?.length ?? 0;
  await expect.poll(listening).toBe(2);
  probe.disconnect();

  sender.realtime.toUsers([MEMBER.id], 'notification', { id: 1 });
  // The push reaches the receiving process by Redis, and waits there for a round of its own.
  await expect.poll(() => round.asked).toBe(1);
  await heldUntilHeard(member, () => round.hear());
});
