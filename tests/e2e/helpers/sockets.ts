import type { Page, WebSocket } from 'playwright-core';

const ACCEPT_TIMEOUT_MS = 30_000;

/**
 * Resolves once a Socket.IO connection the page opens from now on is accepted by the server (its
 * CONNECT packet, `40…`): from then on a push reaches the page. Call it before the navigation that
 * opens the socket. Every socket counts, not only the first: the client opens another when one
 * closes or times out before it is accepted. Rejects after 30 s, naming what each socket received.
 */
export function nextSocketAccepted(page: Page): Promise<void> {
  const seen: string[] = [];
  let onSocket: (socket: WebSocket) => void = () => undefined;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `no Socket.IO connection accepted within ${ACCEPT_TIMEOUT_MS} ms; sockets: ${seen.join('; ') || 'none opened'}`,
          ),
        ),
      ACCEPT_TIMEOUT_MS,
    );
    onSocket = (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      const index = seen.push('opened') - 1;
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        seen[index] += `, received ${frame.slice(0, 2)}`;
        if (frame.startsWith('40')) {
          clearTimeout(timer);
          resolve();
        }
      });
      socket.on('close', () => (seen[index] += ', closed'));
    };
    page.on('websocket', onSocket);
  }).finally(() => page.off('websocket', onSocket));
}
