import { io, type Socket } from 'socket.io-client';
import { getSession, subscribeSession } from './session';

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

// Logging out (here or in another tab) clears the token; a socket left open would still get its pushes.
subscribeSession(() => {
  if (!getSession().token) disconnectSocket();
});
