// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import type { AuthUser } from '../../server/access/types.js';
import { Realtime } from '../../server/services/realtime.js';

const MEMBER: AuthUser = {
  id: 7,
  role: 'member',
  name: 'Member',
  email: 'member@example.com',
  subscribedUser: true,
  tokenVersion: 0,
  sessionId: 'session-7',
};

let server: Server | undefined;
let realtime: Realtime | undefined;
let client: Socket | undefined;
afterEach(async () => {
  client?.close();
  await realtime?.close();
  server?.close();
});

it("sends a push only once the process has heard the changes committed before it (the change feed's sync)", async () => {
  let release = () => {};
  const heard = () => new Promise<void>((resolve) => (release = resolve));
  const auth = {
    authenticate: async () => MEMBER,
    current: async () => MEMBER,
    sessionEndsAt: async () => null,
  };
  realtime = new Realtime(auth, false, undefined, undefined, heard);
  // A client event answered straight back, by no push: it shows what the socket had been sent until then.
  realtime.on('ping', (_user, _payload, socket) => void socket.emit('pong'));
  server = createServer();
  realtime.attach(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  client = io(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    auth: { token: 'key' },
    reconnection: false,
  });
  await new Promise<void>((resolve) => client!.once('connect', () => resolve()));
  const seen: string[] = [];
  client.onAny((event: string) => seen.push(event));

  realtime.toUsers([MEMBER.id], 'notification', { id: 1 });
  const pong = new Promise((resolve) => client!.once('pong', resolve));
  client.emit('ping');
  await pong;
  expect(seen).toEqual(['pong']);

  const notification = new Promise((resolve) => client!.once('notification', resolve));
  release();
  await expect(notification).resolves.toEqual({ id: 1 });
  expect(seen).toEqual(['pong', 'notification']);
});
