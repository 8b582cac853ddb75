import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DISCUSSION_EVENT } from '../../common/discussions.js';
import { LIVE_CHAT_EVENTS } from '../../common/live-chat.js';
import { type Role, ROLES } from '../../common/roles.js';
import { STAFF_EVENTS, type StaffEvent } from '../../server/access/live-events.js';
import { mayUse, STAFF_AREAS, type StaffArea } from '../../server/access/roles.js';
import { newMember, signIn } from '../api/helpers/client.js';
import { closeSockets, connectSocket, nextEvent } from '../api/helpers/socket.js';
import { type Cast, startCast } from './helpers/cast.js';
import { staffMemberWithRole } from './helpers/staff-roles.js';

/**
 * ASVS V8 (authorization) on the realtime channel: a live event reaches exactly the roles whose staff
 * rules let them read its area (server/access/roles.ts), as HTTP would answer them, and a socket
 * follows its account's role without reconnecting.
 */
let cast: Cast;
let sockets: Record<Role, Socket>;
const heard = Object.fromEntries(ROLES.map((role) => [role, []])) as unknown as Record<Role, Heard[]>;
let questionId: number;

interface Heard {
  event: string;
  payload: any;
}

beforeAll(async () => {
  cast = await startCast();
  const tokens: Record<Role, string> = {
    admin: cast.staff,
    editor: await staffMemberWithRole(cast, 'editor'),
    support: await staffMemberWithRole(cast, 'support'),
    member: cast.bob.token,
  };
  sockets = Object.fromEntries(
    await Promise.all(ROLES.map(async (role) => [role, await connectSocket(cast.server.url, tokens[role])])),
  );
  for (const role of ROLES)
    sockets[role].onAny((event: string, payload: unknown) => heard[role].push({ event, payload }));
  questionId = (await ask('A question to report')).body.id;
});
afterAll(async () => {
  closeSockets();
  await cast?.server.close();
});

const ask = (body: string) => cast.api.post(`/lectures/${cast.lectureId}/discussion`, { body }, cast.alice.token);
const announceStaffChange = (area: StaffArea) =>
  cast.server.deps.changeFeed.announce(
    'staff-change',
    JSON.stringify({ resource: area, id: null, method: 'POST', by: null }),
  );
let markers = 0;

/** Once every socket has its marker, whatever was sent to it before has arrived (a socket's events keep their order). */
async function everySocketCaughtUp(only: Socket[] = Object.values(sockets)): Promise<void> {
  markers += 1;
  const arrived = only.map((socket) => nextEvent(socket, 'marker'));
  cast.server.deps.realtime.toAllUsers('marker', markers);
  await Promise.all(arrived);
}

/** What makes the server send each staff event, as the product does. Typed by the table: a new event needs its trigger. */
const TRIGGERS: Record<StaffEvent, () => Promise<unknown>> = {
  'support-message': () =>
    cast.api.post(
      '/customer-support',
      { name: 'Alice', email: cast.alice.email, title: 'Account issues', message: 'Who hears this?' },
      cast.alice.token,
    ),
  transcode: () => cast.server.deps.changeFeed.announce('transcode', 'videos/cast.mp4'),
  'discussion-report': () =>
    cast.api.post(`/discussion/${questionId}/report`, { reason: 'Advertising' }, cast.bob.token),
  [DISCUSSION_EVENT]: () => ask('Who hears that this lecture has a new question?'),
  [LIVE_CHAT_EVENTS.flagged]: async () =>
    cast.api.post(`/live-chat/messages/${await chatMessageByAlice()}/flag`, {}, cast.bob.token),
};

/** A message of Alice's in a live class's chat, written straight to the database (the chat's own suite sends them). */
async function chatMessageByAlice(): Promise<number> {
  const { rows } = await cast.server.db.query(
    `with class as (
       insert into live_classes (title, starts_at, duration_minutes, coach_id, status)
       select 'Cast class', now(), 60, id, 'live' from users where role = 'admin' limit 1 returning id)
     insert into live_chat_messages (class_id, user_id, body) select id, $1, 'Flag me' from class returning id`,
    [cast.alice.id],
  );
  return rows[0].id;
}

interface LiveEvent {
  event: string;
  area: StaffArea;
  send: () => Promise<unknown>;
  /** Which of the event's sends this case is about (a staff change names its area). */
  isOurs: (payload: any) => boolean;
}

const CASES: LiveEvent[] = [
  ...(Object.keys(STAFF_EVENTS) as StaffEvent[]).map((event) => ({
    event,
    area: STAFF_EVENTS[event],
    send: TRIGGERS[event],
    isOurs: () => true,
  })),
  ...STAFF_AREAS.map((area) => ({
    event: 'staff-change',
    area,
    send: () => announceStaffChange(area),
    isOurs: (payload: any) => payload?.resource === area,
  })),
];

describe('who hears each live event', () => {
  it.each(CASES)('$event ($area) reaches the roles that may read $area, and no other', async (live) => {
    const allowed = ROLES.filter((role) => mayUse(role, live.area, 'read'));
    expect(allowed).not.toEqual([]);
    for (const role of ROLES) heard[role].length = 0;
    const rolesThatHeard = () =>
      ROLES.filter((role) => heard[role].some(({ event, payload }) => event === live.event && live.isOurs(payload)));

    await live.send();
    // Sent to every room at once: once one socket has it, every socket it was sent to will have it before a marker.
    await vi.waitFor(() => expect(rolesThatHeard()).not.toEqual([]), { timeout: 10_000 });
    await everySocketCaughtUp();
    expect(rolesThatHeard()).toEqual(allowed);
  });
});

/** Whether the socket hears `event` sent now (to staff of its area) before a marker sent after it. */
async function hears(socket: Socket, event: StaffEvent): Promise<boolean> {
  let got = false;
  const listener = () => {
    got = true;
  };
  socket.on(event, listener);
  cast.server.deps.realtime.toStaff(event, { probe: true });
  await everySocketCaughtUp([socket]);
  socket.off(event, listener);
  return got;
}

describe('a role change', () => {
  it("moves the open socket to the new role's events at once, without reconnecting", async () => {
    const account = newMember();
    await cast.api.post('/user', { ...account, role: 'editor' }, cast.staff);
    const token = await signIn(cast.api, account.email, account.password);
    const socket = await connectSocket(cast.server.url, token);
    const { id: socketId } = socket;
    let reconnections = 0;
    socket.io.on('reconnect_attempt', () => (reconnections += 1));
    expect([await hears(socket, 'transcode'), await hears(socket, 'support-message')]).toEqual([true, false]);

    // Changed where nothing ends the session (through the API a new role signs the account out: docs/API.md#staff-roles).
    const setRole = (role: Role) =>
      cast.server.db.query('update users set role = $1 where email = $2', [role, account.email]);
    await setRole('support');
    await expect.poll(() => hears(socket, 'support-message'), { timeout: 5000 }).toBe(true);
    expect(await hears(socket, 'transcode')).toBe(false);

    await setRole('member');
    await expect.poll(() => hears(socket, 'support-message'), { timeout: 5000 }).toBe(false);
    expect(await hears(socket, 'discussion-report')).toBe(false);
    expect([socket.connected, socket.id, reconnections]).toEqual([true, socketId, 0]);
  });
});
