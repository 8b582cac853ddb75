import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server runs compiled (build/server-build.ts): its JavaScript mirrors the sources' folders under
 * SERVER_BUILD_FOLDER, while the data files beside the code (migrations, demo media) stay in the sources.
 */
export const SERVER_BUILD_FOLDER = 'dist-server';

/** The tree this file runs from: the repository, or the compiled mirror inside it. */
const runningTree = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's root, whether the code runs from its sources or compiled. */
export const rootDir = path.basename(runningTree) === SERVER_BUILD_FOLDER ? path.dirname(runningTree) : runningTree;

/** A data file in the sources, beside the module `moduleUrl` (its `import.meta.url`). */
export function besideModule(moduleUrl: string, ...parts: string[]): string {
  const folder = path.relative(runningTree, path.dirname(fileURLToPath(moduleUrl)));
  return path.join(rootDir, folder, ...parts);
}

/** The module `name` beside `moduleUrl`, as it runs: `.ts` from the sources, `.js` compiled (a worker's file). */
export const siblingModule = (moduleUrl: string, name: string): URL =>
  new URL(`./${name}${path.extname(new URL(moduleUrl).pathname)}`, moduleUrl);

/** When anything in `target` (a file, or a folder and everything in it) last changed; 0 if it is missing. */
export function newestChange(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}
