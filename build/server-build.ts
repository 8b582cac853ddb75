/**
 * The server runs as JavaScript compiled ahead, not through tsx: a start loads its modules in about half the
 * processor time (no loader thread between Node and each import), and so does each parser thread it starts
 * (docs/ARCHITECTURE.md, "Running the server"). Each module is compiled on its own, as tsx would compile it
 * on loading, into the same place in a mirror of the folders, so imports and module boundaries stay as written.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { BUILD_FILES, publishBuild } from './publish-build.js';
import { newestChange, rootDir, SERVER_BUILD_FOLDER } from './source-tree.js';

/** The server's code and what it imports from outside `server/`: shared modules and the client build's. */
const SERVER_SOURCES = ['server', 'common', 'build'];
/** What else decides the output: the compiler's settings and the installed versions. */
const SETTINGS = ['tsconfig.json', 'package-lock.json'];

const typeScriptFiles = (root: string, folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.join(root, folder, file));

/** Compiles every server source of the checkout `root` into `outDir`, with tsx's options: names kept, source maps beside. */
function buildServer(root: string, outDir: string): void {
  buildSync({
    entryPoints: SERVER_SOURCES.flatMap((folder) => typeScriptFiles(root, folder)),
    outbase: root,
    outdir: outDir,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    keepNames: true,
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

/**
 * Compiles the server of the checkout `root` when a source changed since its last build, into a folder of its
 * own first and then moved in file by file (build/publish-build.ts): a server running on the build before keeps
 * its files.
 */
export function ensureServerBuild(root = rootDir, log: (line: string) => void = () => {}): void {
  const built = path.join(root, SERVER_BUILD_FOLDER);
  const builtAt = newestChange(path.join(built, BUILD_FILES));
  const sourcesAt = Math.max(
    ...[...SERVER_SOURCES, ...SETTINGS].map((source) => newestChange(path.join(root, source))),
  );
  if (builtAt >= sourcesAt) return;
  log('compiling the server (esbuild)');
  // Named by process: two starts at once each stage their own, and publish the same files.
  const staged = `${built}.next-${process.pid}`;
  buildServer(root, staged);
  publishBuild(staged, built);
}

/**
 * The arguments to `node` that run the compiled `server/<entry>.js` of the checkout `root`, as `npm start` and
 * `npm run worker` do (stack traces name the TypeScript lines).
 */
export function serverEntryArgs(entry: 'server' | 'start' | 'worker', root = rootDir): string[] {
  return ['--enable-source-maps', path.join(root, SERVER_BUILD_FOLDER, 'server', `${entry}.js`)];
}
