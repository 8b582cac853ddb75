import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSignedInMember, startBackOffice } from './helpers/back-office.js';

let office: BackOffice;
const sockets: Socket[] = [];

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await office.server.close();
});

function connect(token: string): Promise<Socket> {
  const socket = io(office.server.url, { transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
const next = <T = any>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
const request = { name: 'Pat Member', title: 'Payment Questions', message: 'Was I charged twice?' };
const newestRequest = async () =>
  (await office.api.get('/customer-support?_sort=id&_order=desc&_start=0&_end=1', office.staff)).body[0];

describe('customer support', () => {
  it("takes a member's request and pushes it to staff live", async () => {
    const { api, member, staff } = office;
    const staffSocket = await connect(staff);
    const pushed = next(staffSocket, 'support-message');
    const sent = await api.post('/customer-support', { ...request, email: 'pat@example.com' }, member);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ message: 'Your Query has been successfully submitted to the admin.' });
    const me = (await api.get('/user/me', member)).body;
    expect(await pushed).toMatchObject({
      title: request.title,
      message: request.message,
      status: 'open',
      userId: office.memberId,
      name: me.name,
      email: me.email,
    });
  });

  it("files a member's request under their account, whatever name and email the form says", async () => {
    const { api, staff, server } = office;
    const [posed, poser] = [await newSignedInMember(api, server), await newSignedInMember(api, server)];
    const sent = await api.post(
      '/customer-support',
      { ...request, name: posed.account.name, email: posed.account.email },
      poser.member,
    );
    expect(sent.status).toBe(201);
    const filed = await newestRequest();
    expect(filed).toMatchObject({ userId: poser.memberId, name: poser.account.name, email: poser.account.email });

    const mailsToPosed = (await server.outbox.all()).filter((mail) => mail.to === posed.account.email).length;
    const reply = await server.outbox.nextTo(poser.account.email, () =>
      api.patch(`/customer-support/${filed.id}`, { reply: 'Which card was charged?' }, staff),
    );
    expect(reply.text).toContain('Which card was charged?');
    expect((await server.outbox.all()).filter((mail) => mail.to === posed.account.email)).toHaveLength(mailsToPosed);
  });

  it('refuses a title outside the fixed list', async () => {
    const answer = await office.api.post(
      '/customer-support',
      { ...request, email: 'pat@example.com', title: 'Free chips' },
      office.member,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^title: /);
  });

  it("lets staff read, resolve and reply: the reply is mailed and reaches the member's bell", async () => {
    const { api, staff, server } = office;
    const { member, memberId, account } = await newSignedInMember(api, server);
    await api.post('/customer-support', { ...request, email: account.email }, member);
    const { id } = await newestRequest();
    expect((await api.get(`/customer-support/${id}`, staff)).body).toMatchObject({
      id,
      userId: memberId,
      status: 'open',
      reply: null,
    });

    const memberSocket = await connect(member);
    const bell = next(memberSocket, 'notification');
    const replied = await api.patch(
      `/customer-support/${id}`,
      { status: 'resolved', reply: 'No, the second charge was refunded.' },
      staff,
    );
    expect(replied.body).toMatchObject({
      status: 'resolved',
      reply: 'No, the second charge was refunded.',
      message: 'Support Message Update Successfully',
    });
    expect(replied.body.repliedAt).toBeTruthy();

    const mail = await server.outbox.latest(account.email);
    expect(mail.subject).toBe('Re: Payment Questions');
    expect(mail.text).toContain('No, the second charge was refunded.');
    expect(await bell).toMatchObject({ description: 'No, the second charge was refunded.', read: false });
    const mine = await api.get('/notifications', member);
    expect(mine.body[0]).toMatchObject({
      description: 'No, the second charge was refunded.',
      read: false,
      userIds: [memberId],
    });
  });

  it('says a request was replied to, and when, until it is resolved', async () => {
    const { api, staff, member } = office;
    await api.post('/customer-support', { ...request, email: 'pat@example.com' }, member);
    const { id } = await newestRequest();
    expect((await api.get(`/customer-support/${id}`, staff)).body).toMatchObject({ state: 'open', repliedAt: null });

    const replied = await api.patch(`/customer-support/${id}`, { reply: 'Only one charge went through.' }, staff);
    expect(replied.body).toMatchObject({ status: 'open', state: 'replied', repliedAt: expect.any(String) });
    const listed = (await api.get('/customer-support?status=open&_sort=id&_order=desc&_start=0&_end=1', staff)).body[0];
    expect(listed).toMatchObject({ id, state: 'replied', repliedAt: replied.body.repliedAt });

    const resolved = await api.patch(`/customer-support/${id}`, { status: 'resolved' }, staff);
    expect(resolved.body).toMatchObject({ state: 'resolved', repliedAt: replied.body.repliedAt });
    await api.post('/customer-support', { ...request, email: 'pat@example.com' }, member);
    const states = ['open', 'replied', 'resolved'];
    const sorted = (await api.get('/customer-support?_sort=state&_order=asc&_start=0&_end=500', staff)).body;
    const order = sorted.map((row: { state: string }) => states.indexOf(row.state));
    expect(order).toEqual([...order].sort());
    expect(new Set(order)).toEqual(new Set([0, 1, 2]));
  });

  it('logs a request for a member on their behalf, owned by the account with that email', async () => {
    const { api, staff, server } = office;
    const { memberId, account } = await newSignedInMember(api, server);
    expect((await api.post('/customer-support/on-behalf', { ...request, email: account.email }, staff)).status).toBe(
      201,
    );
    expect(await newestRequest()).toMatchObject({ userId: memberId, name: account.name, email: account.email });
  });
});

describe('notifications', () => {
  it('sends to specific users: stored, pushed live, visible to them only, read once', async () => {
    const { api, staff, server } = office;
    const alice = await newSignedInMember(api, server);
    const bob = await newSignedInMember(api, server);
    const aliceSocket = await connect(alice.member);
    const pushed = next(aliceSocket, 'notification');
    const sent = await api.post(
      '/notifications/send-to-specific',
      { title: 'Your coaching slot', description: 'Tuesday 8 pm', isForAllUsers: false, userIds: [alice.memberId] },
      staff,
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      message: 'Notification Send Successfully',
      isForAllUsers: false,
      userIds: [alice.memberId],
      users: [{ id: alice.memberId }],
    });
    expect(await pushed).toMatchObject({ title: 'Your coaching slot', read: false });

    const id = sent.body.id;
    expect((await api.get(`/notifications/${id}`, alice.member)).body).toMatchObject({ id, read: false });
    expect((await api.get(`/notifications/${id}`, bob.member)).status).toBe(404);
    expect(((await api.get('/notifications', bob.member)).body as { id: number }[]).map((n) => n.id)).not.toContain(id);
    expect((await api.post(`/notifications/${id}/read`, {}, bob.member)).status).toBe(404);

    expect((await api.post(`/notifications/${id}/read`, {}, alice.member)).status).toBe(200);
    expect((await api.get(`/notifications/${id}`, alice.member)).body.read).toBe(true);
  });

  it('sends to all users: every member sees it, each reads it for themselves', async () => {
    const { api, staff, member, server } = office;
    const other = await newSignedInMember(api, server);
    const sent = await api.post(
      '/notifications/send-to-specific',
      { title: 'New PLO course', description: 'Out now', isForAllUsers: 'true' },
      staff,
    );
    expect(sent.body).toMatchObject({ isForAllUsers: true, userIds: [], users: [] });
    await api.post(`/notifications/${sent.body.id}/read`, {}, member);
    expect((await api.get(`/notifications/${sent.body.id}`, member)).body.read).toBe(true);
    expect((await api.get(`/notifications/${sent.body.id}`, other.member)).body.read).toBe(false);
    expect((await api.get(`/notifications/${sent.body.id}`, staff)).body).not.toHaveProperty('read');
  });

  it('needs recipients unless it is for all users, and they must exist', async () => {
    const { api, staff } = office;
    const none = await api.post(
      '/notifications/send-to-specific',
      { title: 't', description: 'd', isForAllUsers: false, userIds: [] },
      staff,
    );
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^userIds: /);
    expect(
      (await api.post('/notifications/send-to-specific', { title: 't', description: 'd', userIds: [999999] }, staff))
        .status,
    ).toBe(400);
  });

  it('edits a notification and searches by title case-insensitively', async () => {
    const { api, staff } = office;
    const sent = (
      await api.post('/notifications/send-to-specific', { title: 'Tpyo', description: 'd', isForAllUsers: true }, staff)
    ).body;
    const edited = await api.patch(`/notifications/${sent.id}`, { title: 'Typo Fixed' }, staff);
    expect(edited.body).toMatchObject({
      title: 'Typo Fixed',
      description: 'd',
      message: 'Notification Update Successfully',
    });
    const found = await api.get('/notifications?q=TYPO fix', staff);
    expect(found.body.map((n: { id: number }) => n.id)).toEqual([sent.id]);
  });
});

describe('promotions', () => {
  it('adds, edits and deletes; members see only those running now, with expire 0', async () => {
    const { api, staff, member, server } = office;
    const now = Date.now();
    const running = await api.post(
      '/promotion',
      {
        image: '/media/images/promo.png',
        title: 'Black Friday',
        description: '50% off',
        startsAt: new Date(now - 3600_000).toISOString(),
        endsAt: new Date(now + 86_400_000).toISOString(),
      },
      staff,
    );
    expect(running.status).toBe(201);
    expect(running.body).toMatchObject({
      image: '/media/images/promo.png',
      title: 'Black Friday',
      expire: 0,
      message: 'Promotion Added Successfully',
    });
    const future = (
      await api.post(
        '/promotion',
        { image: 'https://cdn.example.com/p.png', title: 'Next year', startsAt: '2099-01-01' },
        staff,
      )
    ).body;
    expect(future.expire).toBe(1);

    const seen = (await api.get('/promotion', member)).body.map((p: { id: number }) => p.id);
    expect(seen).toContain(running.body.id);
    expect(seen).not.toContain(future.id);
    expect((await api.get('/promotion', staff)).body.map((p: { id: number }) => p.id)).toContain(future.id);
    expect((await api.get(`/promotion/${future.id}`, member)).status).toBe(404);

    server.advance(2 * 86_400_000);
    try {
      expect((await api.get(`/promotion/${running.body.id}`, staff)).body.expire).toBe(1);
      expect((await api.get('/promotion', member)).body.map((p: { id: number }) => p.id)).not.toContain(
        running.body.id,
      );
    } finally {
      server.advance(-2 * 86_400_000);
    }

    const edited = await api.patch(`/promotion/${future.id}`, { title: 'Next year sale' }, staff);
    expect(edited.body).toMatchObject({ title: 'Next year sale', message: 'Promotion Update Successfully' });
    expect((await api.patch(`/promotion/${future.id}`, { endsAt: '2098-01-01' }, staff)).status).toBe(400);
    expect((await api.delete(`/promotion/${future.id}`, staff)).body.message).toBe('Promotion Deleted Successfully');
    expect((await api.get(`/promotion/${future.id}`, staff)).status).toBe(404);
  });
});
