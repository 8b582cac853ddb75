import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInMember } from '../api/helpers/back-office.js';
import { apiClient, newMember, signIn } from '../api/helpers/client.js';
import { linkToken } from '../api/helpers/outbox.js';
import { closeSockets, connectSocket, nextEvent, savedPause } from '../api/helpers/socket.js';
import { startTestServer } from '../api/helpers/test-server.js';
import { type Cast, startCast } from './helpers/cast.js';
import { another, claimsOf, closedByServer, payingMember, REVOCATION_DEADLINE_MS } from './helpers/sessions.js';

/** ASVS V7.4 (session termination) on the realtime channel: a revoked session's open socket is closed. */
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterEach(() => closeSockets());
afterAll(() => cast?.server.close());

const connect = (token: string) => connectSocket(cast.server.url, token);
const SERVER_CLOSED = 'io server disconnect';

describe('open sockets after a revocation', () => {
  it('closes the socket of a session that logs out within a second, and refuses its key again', async () => {
    const member = await payingMember(cast);
    const socket = await connect(member.token);
    const otherDevice = await connect(await another(cast, member));
    const closed = closedByServer(socket);
    await cast.api.post('/auth/logout', {}, member.token);
    expect(await closed).toBe(SERVER_CLOSED);
    expect(otherDevice.connected).toBe(true);
    await expect(connect(member.token)).rejects.toThrow(/unauthorized/);
  });

  it('closes the socket of a device signed out from another, then of every other device', async () => {
    const member = await payingMember(cast);
    const [phone, laptop] = [await another(cast, member), await another(cast, member)];
    const [phoneSocket, laptopSocket, ownSocket] = [
      await connect(phone),
      await connect(laptop),
      await connect(member.token),
    ];
    const phoneClosed = closedByServer(phoneSocket);
    await cast.api.delete(`/user/sessions/${claimsOf(phone).sid}`, member.token);
    expect(await phoneClosed).toBe(SERVER_CLOSED);
    expect(laptopSocket.connected).toBe(true);

    const laptopClosed = closedByServer(laptopSocket);
    await cast.api.post('/user/sessions/revoke-others', {}, member.token);
    expect(await laptopClosed).toBe(SERVER_CLOSED);
    expect(ownSocket.connected).toBe(true);
  });

  it("closes the other sessions' sockets when the password changes; the changing device's goes on", async () => {
    const member = await payingMember(cast);
    const [otherSocket, ownSocket] = [await connect(await another(cast, member)), await connect(member.token)];
    const closed = closedByServer(otherSocket);
    const changed = await cast.api.patch(
      '/user/update/password',
      { currentPassword: member.password, password: 'Changed-Pass-2026', confirmPassword: 'Changed-Pass-2026' },
      member.token,
    );
    expect(changed.status).toBe(200);
    expect(await closed).toBe(SERVER_CLOSED);
    expect((await savedPause(ownSocket, cast.lectureId, 5)).watchedSeconds).toBe(5);
  });

  it('closes every socket of a member whose password is reset by mail', async () => {
    const member = await payingMember(cast);
    const socket = await connect(member.token);
    const mail = await cast.server.outbox.nextTo(member.email, () =>
      cast.api.post('/auth/forgot-password', { email: member.email }),
    );
    const token = linkToken(mail, '/reset-password');
    const closed = closedByServer(socket);
    const reset = await cast.api.patch('/auth/reset-password', {
      token,
      password: 'Reset-Pass-2026',
      confirmPassword: 'Reset-Pass-2026',
    });
    expect(reset.status).toBe(200);
    expect(await closed).toBe(SERVER_CLOSED);
  });

  it('closes the socket of staff demoted to member, who then gets no support request', async () => {
    const account = newMember();
    await cast.api.post('/user', { ...account, role: 'admin' }, cast.staff);
    const token = await signIn(cast.api, account.email, account.password);
    const { id } = (await cast.api.get('/user/me', token)).body;
    const [demoted, stillStaff] = [await connect(token), await connect(cast.staff)];
    const leaked: unknown[] = [];
    demoted.on('support-message', (message) => leaked.push(message));
    const closed = closedByServer(demoted);
    expect((await cast.api.patch(`/user/${id}`, { role: 'member' }, cast.staff)).status).toBe(200);
    expect(await closed).toBe(SERVER_CLOSED);

    const arrived = nextEvent(stillStaff, 'support-message');
    const request = { name: 'Alice', email: cast.alice.email, title: 'Account issues', message: 'After the demotion' };
    expect((await cast.api.post('/customer-support', request, cast.alice.token)).status).toBe(201);
    expect((await arrived).message).toBe('After the demotion');
    expect(leaked).toEqual([]);
  });

  it('closes the socket of a deactivated member, whose pause events are no longer saved', async () => {
    const member = await payingMember(cast);
    const socket = await connect(member.token);
    const closed = closedByServer(socket);
    expect((await cast.api.patch(`/user/${member.id}`, { status: false }, cast.staff)).status).toBe(200);
    // Sent at once: should it beat the close, the handler's own check refuses it.
    socket.emit('pauseEvent', { videoId: cast.lectureId, watchedSeconds: 30 });
    expect(await closed).toBe(SERVER_CLOSED);
    const saved = await cast.server.db.query('select count(*)::int as n from progress where user_id = $1', [member.id]);
    expect(saved.rows[0].n).toBe(0);
    await expect(connect(member.token)).rejects.toThrow(/unauthorized/);
  });
});

describe('open sockets when a session runs out', () => {
  // Long enough to sign up, sign in and connect on a loaded machine; short enough to wait for.
  const SESSION_SECONDS = 5;

  it('closes the socket at the instant its session ends, and refuses its key then', async () => {
    const server = await startTestServer({ SESSION_HOURS: String(SESSION_SECONDS / 3600) });
    try {
      const { member } = await newSignedInMember(apiClient(server.url), server);
      const socket = await connectSocket(server.url, member);
      const left = claimsOf(member).exp * 1000 - Date.now();
      expect(await closedByServer(socket, left + REVOCATION_DEADLINE_MS)).toBe(SERVER_CLOSED);
      await expect(connectSocket(server.url, member)).rejects.toThrow(/unauthorized/);
    } finally {
      await server.close();
    }
  });
});
