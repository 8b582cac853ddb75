import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { clientDir, DRAWING_ENTRY, drawingDirOf, drawingModuleOf } from './client-dir.js';
import { publishBuild } from './publish-build.js';
import { newestChange, rootDir as root } from './source-tree.js';

/** Everything the browser's bundle is built from: a change in any of them means building again. */
export const CLIENT_SOURCES = [
  'index.html',
  'build',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'src',
  'portal',
  'resources',
  'providers',
  'common',
  'server/schemas',
];

function viteBuild(args: string[]): void {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--emptyOutDir', ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}

/**
 * `vite build` into a folder, always as production builds it (NODE_ENV=test would emit React's development
 * build), and beside it the part of the client the server draws pages with (src/drawing/draw-page.tsx).
 */
export function buildClient(outDir: string): void {
  viteBuild(['--outDir', outDir]);
  viteBuild(['--ssr', DRAWING_ENTRY, '--outDir', drawingDirOf(outDir)]);
}

/** Removes what `buildClient` made: the client's folder and the drawing code beside it. */
export function removeClientBuild(outDir: string): void {
  for (const dir of [outDir, drawingDirOf(outDir)]) rmSync(dir, { recursive: true, force: true });
}

/**
 * Runs `vite build` when a client source is newer than the built index.html or drawing code. A build
 * named by CLIENT_DIR is served as it is: whoever made it (the browser tests) shares it between several
 * products, and a source edited after it was made must not rebuild it under the others' feet.
 */
export function ensureClientBuild(log: (line: string) => void): void {
  if (process.env.CLIENT_DIR) return;
  const builtAt = Math.min(newestChange(path.join(clientDir, 'index.html')), newestChange(drawingModuleOf(clientDir)));
  const sourcesAt = Math.max(...CLIENT_SOURCES.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= sourcesAt) return;
  log('building the client (vite build)');
  rebuildClient(clientDir);
}

/**
 * Builds into a folder beside `outDir`, then moves the result in (build/publish-build.ts): a server running
 * on the previous build keeps finding its files while the new one builds, and after.
 */
export function rebuildClient(outDir: string, build: (dir: string) => void = buildClient): void {
  const staged = `${outDir}.next`;
  removeClientBuild(staged);
  build(staged);
  publishBuild(staged, outDir);
  publishBuild(drawingDirOf(staged), drawingDirOf(outDir));
}
