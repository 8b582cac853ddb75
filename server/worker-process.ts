import closeWithGrace from 'close-with-grace';
import { startServices } from './bootstrap.js';
import type { Config } from './config.js';
import { serveMetrics } from './services/metrics-server.js';

/**
 * `npm run worker`'s process (server/worker.ts starts it): the job workers alone (transcoding …), no
 * HTTP. Run as many as you like beside app processes started with RUN_JOBS=0; they share the database's queue.
 */
export async function runWorker(config: Config): Promise<void> {
  const log = (line: string) => console.log(`[poker worker] ${line}`);
  const services = await startServices(config, log);
  const metricsServer = await serveMetrics(config, services.deps.metrics);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  closeWithGrace({ delay: 15_000 }, async ({ err }) => {
    if (err) console.error(err);
    await metricsServer?.close();
    await services.close();
  });
  log('taking jobs');
}
