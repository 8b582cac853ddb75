import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signIn, signUpVerified } from './helpers/client.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let api: ApiClient;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

function connect(token: string): Promise<Socket> {
  const socket = io(server.url, { transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const next = (socket: Socket, event: string) => new Promise((resolve) => socket.once(event, resolve));

describe('Socket.IO', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow(/unauthorized/);
  });

  it('pushes to one member, and to staff only what is for staff', async () => {
    const member = await signUpVerified(api, server.outbox);
    const memberToken = await signIn(api, member.email, member.password);
    const memberId = (await api.get('/user/me', memberToken)).body.id;
    const memberSocket = await connect(memberToken);
    const staffSocket = await connect(await signIn(api, ADMIN.email, ADMIN.password));

    const toMember = next(memberSocket, 'notification');
    server.deps.realtime.toUsers([memberId], 'notification', { title: 'Hello' });
    expect(await toMember).toEqual({ title: 'Hello' });

    let memberGotStaffEvent = false;
    memberSocket.on('support-message', () => {
      memberGotStaffEvent = true;
    });
    const toStaff = next(staffSocket, 'support-message');
    server.deps.realtime.toStaff('support-message', { id: 1 });
    expect(await toStaff).toEqual({ id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(memberGotStaffEvent).toBe(false);
  });
});
