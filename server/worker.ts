import { startChecked } from './checked-start.js';

/** `npm run worker`: the job workers' process (server/worker-process.ts), its settings checked first. */
await startChecked(
  // Coaches publish to the app processes: a worker never takes the RTMP port.
  { ...process.env, RUN_JOBS: '1', RTMP_PORT: '0' },
  async (config) => (await import('./worker-process.js')).runWorker(config),
);
