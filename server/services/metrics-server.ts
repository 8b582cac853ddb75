import http from 'node:http';
import type { Config } from '../config.js';
import type { Metrics } from './metrics.js';
import { carriesMetricsToken, METRICS_TEXTS } from './metrics-access.js';

export interface MetricsServer {
  close(): Promise<void>;
}

/**
 * METRICS_PORT: `/metrics` alone on a listener of its own (METRICS_HOST, loopback by default), for a
 * scraper on an internal network and for the worker, which serves no HTTP otherwise. METRICS_TOKEN,
 * when set, is asked for here too.
 */
export async function serveMetrics(config: Config, metrics: Metrics): Promise<MetricsServer | undefined> {
  if (!config.METRICS_PORT) return undefined;
  const server = http.createServer((request, response) => {
    const answer = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    const json = (status: number, message: string) =>
      answer(status, 'application/json; charset=utf-8', JSON.stringify({ message }));
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics')
      return json(404, `Not found: ${request.method} ${(request.url ?? '').split('?')[0]}`);
    if (!carriesMetricsToken(request.headers.authorization, config.METRICS_TOKEN))
      return json(401, METRICS_TEXTS.needsToken);
    metrics.text().then(
      (text) => answer(200, metrics.contentType, text),
      () => json(500, 'Something went wrong on our side. Please try again.'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.METRICS_PORT, config.METRICS_HOST, () => resolve());
  });
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
