import closeWithGrace from 'close-with-grace';
import { startServices } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { serveMetrics } from './services/metrics-server.js';

/**
 * `npm run worker`: the job workers alone (transcoding …), no HTTP. Run as many as you like beside
 * app processes started with RUN_JOBS=0; they share the database's queue.
 */
async function main(): Promise<void> {
  // Coaches publish to the app processes: a worker never takes the RTMP port.
  const config = loadConfig({ ...process.env, RUN_JOBS: '1', RTMP_PORT: '0' });
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

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
