import type { Page, WebSocket } from 'playwright-core';

/**
 * Resolves once the page's next Socket.IO connection is accepted by the server (its CONNECT packet,
 * `40…`): from then on a push reaches the page. Call it before the navigation that opens the socket.
 */
export function nextSocketAccepted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) => {
      if (!socket.url().includes('/socket.io/')) return;
      page.off('websocket', onSocket);
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    };
    page.on('websocket', onSocket);
  });
}
