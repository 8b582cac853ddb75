import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a closing server waits for requests still arriving (a deploy's SIGTERM allows 10 s in all). */
export const CLOSE_DEADLINE_MS = 5_000;

/**
 * Makes the app's close end its connections promptly. Node's close() ends only the keep-alive
 * connections idle at that moment. One whose answer was still being made would then stay open for the
 * keep-alive timeout (Fastify's 72 s), and one whose request never finishes arriving until the request
 * timeout (5 min). A connection that has not sent a byte yet (a browser's or undici's spare, opened
 * ahead of a request that may never come) counts as arriving to Node and would hold the close for the
 * whole deadline. So: answers in progress end their connection, connections that have sent nothing
 * are cut at once (they carry no request), and whatever is still open after CLOSE_DEADLINE_MS is cut.
 */
export function closePromptly(app: FastifyInstance): void {
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', (done) => {
    app.server.keepAliveTimeout = 1;
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    setTimeout(() => app.server.closeAllConnections(), CLOSE_DEADLINE_MS).unref();
    done();
  });
}
