import type { Socket } from 'socket.io-client';
import { getSession, signOutToLogin, subscribeSession } from './session';

let socket: Socket | null = null;
// socket.io-client loads on first use, after the screen's first render: no first paint waits for it.
let client: Promise<typeof import('socket.io-client')> | undefined;

/** One Socket.IO connection per session (docs/API.md#realtime: websocket transport, token in `auth`). */
function connect({ io }: typeof import('socket.io-client')): Socket | null {
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

/**
 * Hands the session's socket to `attach` once the client has loaded (nothing without a session), and
 * returns what undoes it: the cleanup `attach` returned, or, if called before, the attach never happens.
 *
 * `catchUp` runs on each connection made after the attach (the first one too): pushes sent before
 * the server knew the socket are never delivered, so whoever keeps a screen live by them reads its
 * data again there. Without it a change landing between the screen's read and the connection would
 * stay unseen until a reload.
 */
export function withSocket(attach: (socket: Socket) => void | (() => void), catchUp?: () => void): () => void {
  let cancelled = false;
  let detach: void | (() => void);
  client ??= import('socket.io-client');
  client.then(
    (loaded) => {
      const current = cancelled ? null : connect(loaded);
      if (!current) return;
      const undo = attach(current);
      if (catchUp) current.on('connect', catchUp);
      detach = () => {
        if (catchUp) current.off('connect', catchUp);
        undo?.();
      };
    },
    // A failed load leaves the page without live updates; the next use tries again.
    () => {
      client = undefined;
    },
  );
  return () => {
    cancelled = true;
    detach?.();
  };
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}

// Logging out (here or in another tab) clears the token; a socket left open would still get its pushes.
subscribeSession(() => {
  if (!getSession().token) disconnectSocket();
});
