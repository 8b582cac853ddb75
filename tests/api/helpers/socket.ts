import { io, type Socket } from 'socket.io-client';

const open: Socket[] = [];

/** A member's Socket.IO connection, as the player opens it. */
export function connectSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], auth: { token }, reconnection: false });
  open.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export const nextEvent = <T = any>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));

export function closeSockets(): void {
  for (const socket of open.splice(0)) socket.close();
}

/** A pause as the player sends it, answered once the progress is stored. */
export function savedPause(socket: Socket, videoId: number, watchedSeconds: number): Promise<any> {
  const saved = nextEvent(socket, 'progress-saved');
  socket.emit('pauseEvent', { videoId, watchedSeconds });
  return saved;
}
