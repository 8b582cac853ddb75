import { ensureClientBuild } from '../build/client-build.js';

/** `npm start`: builds the client when its sources changed since the last build, then serves. */
try {
  ensureClientBuild((line) => console.log(`[poker] ${line}`));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await import('./server.js');
