import http from 'node:http';
import { API_PREFIX } from '../common/paths.js';
import { DATABASE_RETRY_AFTER_S } from './db/pg-errors.js';
import { HEALTH_TEXTS } from './modules/health/texts.js';

export interface StartupListener {
  /** Lets go of the port for the app, once it is ready to listen there. */
  close(): Promise<void>;
}

/**
 * The port answers from the first moment, while the database starts and migrates: alive, not ready
 * (an orchestrator neither restarts a process that is migrating nor sends it traffic), and a retryable
 * 503 to anything else. Every answer closes its connection, so nothing stays tied to this listener.
 */
export function listenWhileStarting(port: number, host: string): Promise<StartupListener> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const live = path === `${API_PREFIX}/health/live`;
    const health = path === `${API_PREFIX}/health` || path === `${API_PREFIX}/health/ready`;
    const body = live
      ? { status: 'ok' }
      : health
        ? { status: 'error', message: HEALTH_TEXTS.starting }
        : { message: HEALTH_TEXTS.startingRequest };
    response.writeHead(live ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
      ...(live ? {} : { 'retry-after': String(DATABASE_RETRY_AFTER_S) }),
    });
    response.end(JSON.stringify(body));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        close: () =>
          new Promise((closed) => {
            server.close(() => closed());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
