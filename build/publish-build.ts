import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files of the build in a folder, and of the one before it: the two sets a running server may be asked for.
 * Written last, so its time is when the build was finished.
 */
export const BUILD_FILES = '.build-files.json';

interface BuildFiles {
  current: string[];
  previous: string[];
}

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(BUILD_FILES));

function readBuildFiles(dir: string): BuildFiles | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, BUILD_FILES), 'utf8')) as BuildFiles;
  } catch {
    return null;
  }
}

/**
 * Moves a finished build from `staged` into `served`, which a running server may be serving, without ever
 * emptying it: each file arrives by a rename (atomic, so none is seen half-written), the hashed ones before
 * the pages that name them, and the files of the build before stay, so a tab opened on that build still
 * finds the chunks it asks for later. Older files go. `staged` is gone afterwards.
 */
export function publishBuild(staged: string, served: string): void {
  const current = filesIn(staged);
  const before = existsSync(served) ? (readBuildFiles(served)?.current ?? filesIn(served)) : [];
  // Pages and lists (not hashed, they name the others) last.
  const hashedFirst = [...current].sort((a, b) => Number(!a.startsWith('assets')) - Number(!b.startsWith('assets')));
  for (const file of hashedFirst) {
    mkdirSync(path.dirname(path.join(served, file)), { recursive: true });
    renameSync(path.join(staged, file), path.join(served, file));
  }
  const kept = new Set([...current, ...before]);
  for (const file of filesIn(served)) if (!kept.has(file)) rmSync(path.join(served, file));
  const list: BuildFiles = { current, previous: before.filter((file) => !current.includes(file)) };
  // Named by process: two publishing the same build at once each move their own list in.
  const listStaged = path.join(served, `${BUILD_FILES}.${process.pid}.tmp`);
  writeFileSync(listStaged, JSON.stringify(list));
  renameSync(listStaged, path.join(served, BUILD_FILES));
  rmSync(staged, { recursive: true, force: true });
}
