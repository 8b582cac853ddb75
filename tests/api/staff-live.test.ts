import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newLecture, startBackOffice } from './helpers/back-office.js';
import { closeSockets, connectSocket, nextEvent } from './helpers/socket.js';
import { addStaff } from './helpers/staff-team.js';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(async () => {
  closeSockets();
  await office.server.close();
});

interface StaffChange {
  resource: string;
  id: string | null;
  method: string;
}

/** Every `staff-change` a socket hears, in order. */
function heard(socket: Socket): StaffChange[] {
  const events: StaffChange[] = [];
  socket.on('staff-change', (event: StaffChange) => events.push(event));
  return events;
}

/** The first change the socket has heard or hears that matches. */
function change(socket: Socket, events: StaffChange[], matches: (event: StaffChange) => boolean) {
  return new Promise<StaffChange>((resolve) => {
    const found = events.find(matches);
    if (found) return resolve(found);
    const listener = (event: StaffChange) => {
      if (!matches(event)) return;
      socket.off('staff-change', listener);
      resolve(event);
    };
    socket.on('staff-change', listener);
  });
}

describe('live staff lists', () => {
  it('tells the staff roles that may read an area which record changed, and nobody else', async () => {
    const editor = await addStaff(office, 'editor');
    const support = await addStaff(office, 'support');
    const [editorSocket, supportSocket, memberSocket] = await Promise.all([
      connectSocket(office.server.url, editor.token),
      connectSocket(office.server.url, support.token),
      connectSocket(office.server.url, office.member),
    ]);
    const [toEditor, toSupport, toMember] = [heard(editorSocket), heard(supportSocket), heard(memberSocket)];
    const lecture = await office.api.post('/lectures/create', newLecture('live-one'), office.staff);

    await office.api.patch(`/lectures/${lecture.body.id}`, { name: 'Live two' }, office.staff);
    expect(await change(editorSocket, toEditor, (event) => event.method === 'PATCH')).toEqual({
      resource: 'lectures',
      id: String(lecture.body.id),
      method: 'PATCH',
      by: expect.any(Number),
    });

    // Later events on the same socket arrive later: once these are heard, the lecture's would have been.
    await office.api.post(
      '/notifications/send-to-specific',
      { title: 'Live', description: 'd', isForAllUsers: true },
      office.staff,
    );
    expect(await change(supportSocket, toSupport, () => true)).toMatchObject({
      resource: 'notifications',
      id: null,
      method: 'POST',
    });
    const memberMarker = nextEvent(memberSocket, 'notification');
    office.server.deps.realtime.toAllUsers('notification', { title: 'marker' });
    await memberMarker;
    expect(toSupport.map((event) => event.resource)).toEqual(['notifications']);
    expect(toMember).toEqual([]);
    expect(toEditor.map((event) => event.resource)).not.toContain('notifications');
  });

  it('says nothing about a refused write', async () => {
    const editor = await addStaff(office, 'editor');
    const socket = await connectSocket(office.server.url, editor.token);
    const events = heard(socket);
    expect((await office.api.patch('/lectures/999999', { name: 'Nobody' }, office.staff)).status).toBe(404);
    expect((await office.api.post('/lectures/create', newLecture('live-three'), office.staff)).status).toBe(201);
    await change(socket, events, () => true);
    expect(events).toEqual([expect.objectContaining({ resource: 'lectures', id: null, method: 'POST' })]);
  });
});
