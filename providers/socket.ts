import { io, type Socket } from 'socket.io-client';
import { getSession, signOutToLogin, subscribeSession } from './session';

let socket: Socket | null = null;

/** One Socket.IO connection per session (docs/API.md#realtime: websocket transport, token in `auth`). */
export function getSocket(): Socket | null {
  if (!getSession().token) return null;
  if (socket) return socket;
  // The token of the moment at each (re)connection: a password change replaces it.
  socket = io({ path: '/socket.io', transports: ['websocket'], auth: (send) => send({ token: getSession().token }) });
  // The server closes a socket only when its session ended (logged out elsewhere, revoked, deactivated).
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') signOutToLogin();
  });
  socket.on('connect_error', (error) => {
    if (error.message === 'unauthorized') signOutToLogin();
  });
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
