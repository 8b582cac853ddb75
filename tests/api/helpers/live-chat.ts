import type { Socket } from 'socket.io-client';
import { LIVE_CHAT_EVENTS } from '../../../common/live-chat.js';
import type { BackOffice } from './back-office.js';
import { connectSocket, nextEvent } from './socket.js';

/** A live class starting `minutes` from the server's clock (negative: already started), coached by the admin. */
export async function liveClassIn(office: BackOffice, minutes: number, status?: 'live' | 'ended'): Promise<number> {
  const coachId = (await office.api.get('/user/me', office.staff)).body.id;
  const startsAt = new Date(office.server.deps.now().getTime() + Math.max(minutes, 1) * 60_000).toISOString();
  const created = await office.api.post(
    '/live-classes',
    { title: 'Live: river spots', startsAt, durationMinutes: 60, coachId },
    office.staff,
  );
  if (created.status !== 201) throw new Error(`live class: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as number;
  if (minutes < 1)
    await office.server.db.query(`update live_classes set starts_at = $2 where id = $1`, [
      id,
      new Date(office.server.deps.now().getTime() + minutes * 60_000),
    ]);
  if (status) await office.api.patch(`/live-classes/${id}`, { status }, office.staff);
  return id;
}

/** A socket in the class's chat: the `joined` answer it got. */
export async function joinChat(url: string, token: string, classId: number): Promise<{ socket: Socket; joined: any }> {
  const socket = await connectSocket(url, token);
  const joined = nextEvent(socket, LIVE_CHAT_EVENTS.joined);
  socket.emit(LIVE_CHAT_EVENTS.join, { classId });
  return { socket, joined: await joined };
}

/** Sends a message and answers how it ended: the sender's own copy (`mine`), or the refusal. */
export function say(socket: Socket, payload: Record<string, unknown>): Promise<{ sent?: any; refused?: any }> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off(LIVE_CHAT_EVENTS.message, onMessage);
      socket.off(LIVE_CHAT_EVENTS.refused, onRefused);
    };
    const onMessage = (message: any) => {
      if (!message.mine) return;
      done();
      resolve({ sent: message });
    };
    const onRefused = (refused: any) => {
      done();
      resolve({ refused });
    };
    socket.on(LIVE_CHAT_EVENTS.message, onMessage);
    socket.on(LIVE_CHAT_EVENTS.refused, onRefused);
    socket.emit(LIVE_CHAT_EVENTS.send, payload);
  });
}

/** The next event of that name about that class. */
export const nextAbout = (socket: Socket, event: string, classId: number) =>
  new Promise<any>((resolve) => {
    const listener = (payload: any) => {
      if (payload?.classId !== classId) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
