import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { clientDir } from './app.js';

/** `npm start`: builds the client when its sources are newer than the build, then serves. */
const root = path.dirname(clientDir);
const CLIENT_SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'src', 'portal', 'resources', 'providers', 'server/schemas'];

function newestChange(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtAt = newestChange(path.join(clientDir, 'index.html'));
const sourcesAt = Math.max(...CLIENT_SOURCES.map((source) => newestChange(path.join(root, source))));
if (builtAt < sourcesAt) {
  console.log('[poker] building the client (vite build)');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./server.js');
