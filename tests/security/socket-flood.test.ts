import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENT_BURST, SOCKET_TOO_FAST, USER_SOCKET_EVENT_BURST } from '../../server/constants.js';
import { newSignedInMember, subscribe } from '../api/helpers/back-office.js';
import { closeSockets, connectSocket, savedPause } from '../api/helpers/socket.js';
import { type Cast, startCast } from './helpers/cast.js';

/** ASVS V2.4 (anti-automation): socket events are budgeted per socket and per user. */
const PER_MINUTE = 30;
const FLOOD = 2000;
let cast: Cast;
let lectureId: number;

beforeAll(async () => {
  cast = await startCast({ SOCKET_EVENTS_PER_MINUTE: String(PER_MINUTE) });
  const lecture = await cast.api.post(
    '/lectures/create',
    {
      name: 'Flood',
      description: 'd',
      courseId: 1,
      categoryId: 1,
      videoUrl: '/media/videos/f.mp4',
      lectureLength: 1e6,
    },
    cast.staff,
  );
  lectureId = lecture.body.id;
  // Every progress write the server makes, counted by the database itself.
  await cast.server.db.query(`
    create table progress_writes_seen (user_id int not null);
    create function count_progress_write() returns trigger language plpgsql as $$
      begin insert into progress_writes_seen values (new.user_id); return new; end $$;
    create trigger count_progress_write after insert or update on progress
      for each row execute function count_progress_write();`);
});
afterAll(async () => {
  closeSockets();
  await cast?.server.close();
});

/** Progress writes made for the member so far. */
async function written(userId: number): Promise<number> {
  // Bob's pause goes through the same writer after everything already accepted: once it is saved, they are.
  await savedPause(await connectSocket(cast.server.url, cast.bob.token), lectureId, performance.now());
  const { rows } = await cast.server.db.query(
    'select count(*)::int as n from progress_writes_seen where user_id = $1',
    [userId],
  );
  return rows[0].n;
}

function refusals(socket: Socket): string[] {
  const messages: string[] = [];
  socket.on('error-message', (answer: { message: string }) => messages.push(answer.message));
  return messages;
}

describe('socket event budget', () => {
  it('writes at most the budget of 2 000 pauses sent at once, refuses the rest and disconnects the flooder', async () => {
    const socket = await connectSocket(cast.server.url, cast.alice.token);
    const refused = refusals(socket);
    // Done when the server has cut the socket off, or answered every pause (as it would without a budget).
    let saved = 0;
    const settled = new Promise<void>((resolve) => {
      socket.on('progress-saved', () => ++saved === FLOOD && resolve());
      socket.once('disconnect', () => resolve());
    });
    const started = performance.now();
    for (let second = 1; second <= FLOOD; second += 1)
      socket.emit('pauseEvent', { videoId: lectureId, watchedSeconds: second });
    await settled;
    const stored = await written(cast.alice.id);
    const seconds = (performance.now() - started) / 1000;
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(stored).toBeLessThanOrEqual(SOCKET_EVENT_BURST + Math.ceil((seconds * PER_MINUTE) / 60));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toBe(SOCKET_TOO_FAST);
    expect(socket.connected).toBe(false);
  });

  it("holds a user's sockets together to the user's budget", async () => {
    const { member, memberId } = await newSignedInMember(cast.api, cast.server);
    await subscribe(cast.server, memberId);
    const sockets = await Promise.all(Array.from({ length: 4 }, () => connectSocket(cast.server.url, member)));
    const refusedLists = sockets.map(refusals);
    const refused = () => refusedLists.reduce((count, list) => count + list.length, 0);
    let saved = 0;
    for (const socket of sockets) socket.on('progress-saved', () => (saved += 1));
    const started = performance.now();
    // Each socket stays within its own burst; together they send twice the user's.
    const sent = sockets.length * SOCKET_EVENT_BURST;
    let second = 0;
    for (const socket of sockets)
      for (let i = 0; i < SOCKET_EVENT_BURST; i += 1)
        socket.emit('pauseEvent', { videoId: lectureId, watchedSeconds: ++second });
    await expect.poll(() => saved + refused()).toBe(sent);
    const seconds = (performance.now() - started) / 1000;
    expect(saved).toBeGreaterThanOrEqual(USER_SOCKET_EVENT_BURST);
    expect(saved).toBeLessThanOrEqual(USER_SOCKET_EVENT_BURST + Math.ceil((seconds * 2 * PER_MINUTE) / 60));
  });
});
