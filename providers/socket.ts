import { io, type Socket } from 'socket.io-client';
import { getSession } from './session';

let socket: Socket | null = null;

/** One Socket.IO connection per session (CONTRACT §4: websocket transport, token in `auth`). */
export function getSocket(): Socket | null {
  const { token } = getSession();
  if (!token) return null;
  socket ??= io({ path: '/socket.io', transports: ['websocket'], auth: { token } });
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}
