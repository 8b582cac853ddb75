import { ensureClientBuild } from '../build/client-build.js';
import { loadConfig } from './config.js';

/** `npm start`: builds the client when its sources changed since the last build, then serves. */
try {
  // A bad setting is one line before a client build that can take a minute (server.ts reads them again).
  loadConfig();
  ensureClientBuild((line) => console.log(`[poker] ${line}`));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await import('./server.js');
