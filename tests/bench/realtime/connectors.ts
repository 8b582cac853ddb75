import { io } from 'socket.io-client';
import WebSocket from 'ws';
import type { Connect } from './closed-loop.js';

const CONNECT_TIMEOUT_MS = 30_000;

/** The product's client, as the player uses it: Socket.IO, websocket transport, `auth: {token}`. */
export const socketIoClient =
  (url: string): Connect =>
  (member, onAck, onError) =>
    new Promise((resolve, reject) => {
      // forceNew: one connection per member, not sockets multiplexed over one shared Manager.
      const socket = io(url, {
        transports: ['websocket'],
        auth: { token: member.token },
        forceNew: true,
        reconnection: false,
        timeout: CONNECT_TIMEOUT_MS,
      });
      socket.on('progress-saved', (saved: { watchedSeconds: number }) => onAck(saved.watchedSeconds));
      socket.on('error-message', (message: { message: string }) =>
        onError(new Error(`member ${member.id}: ${message.message}`)),
      );
      socket.once('connect', () => {
        socket.on('disconnect', (reason) => {
          if (reason !== 'io client disconnect') onError(new Error(`member ${member.id} disconnected: ${reason}`));
        });
        resolve({ send: (pause) => socket.emit('pauseEvent', pause), close: () => socket.close() });
      });
      socket.once('connect_error', reject);
    });

/** The reference's client: a bare `ws` socket sending the same JSON and reading the answer's watchedSeconds. */
export const wsClient =
  (url: string): Connect =>
  (member, onAck, onError) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(url.replace(/^http/, 'ws'), {
        perMessageDeflate: false,
        handshakeTimeout: CONNECT_TIMEOUT_MS,
      });
      let open = false;
      socket.on('message', (data) => onAck((JSON.parse(data.toString()) as { watchedSeconds: number }).watchedSeconds));
      socket.on('error', (error) => (open ? onError(error) : reject(error)));
      socket.on('close', () => open && onError(new Error(`member ${member.id}: the reference closed the socket`)));
      socket.once('open', () => {
        open = true;
        resolve({
          send: (pause) => socket.send(JSON.stringify(pause)),
          close: () => {
            open = false;
            socket.close();
          },
        });
      });
    });
