// @vitest-environment node
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { ensureServerBuild, serverEntryArgs } from '../../build/server-build.js';
import { besideModule, rootDir, siblingModule } from '../../build/source-tree.js';

const checkout = mkdtempSync(path.join(tmpdir(), 'poker-server-build-'));
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

/** Writes a file of the checkout, `secondsAgo` old. */
function write(file: string, text: string, secondsAgo = 0): void {
  const target = path.join(checkout, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(target, at, at);
}
const compiled = (file: string) => path.join(checkout, 'dist-server', file);

it('compiles a checkout’s server once, and again only after a source changed', () => {
  copyFileSync(path.join(rootDir, 'tsconfig.json'), path.join(checkout, 'tsconfig.json'));
  write('package-lock.json', '{}', 60);
  write('common/limits.ts', 'export const LIMIT: number = 3;\n', 60);
  write('build/nothing.d.ts', 'export {};\n', 60);
  write(
    'server/server.ts',
    "import { LIMIT } from '../common/limits.js';\nexport const twice = (n: number) => n * LIMIT;\n",
    60,
  );

  ensureServerBuild(checkout);
  expect(readFileSync(compiled('server/server.js'), 'utf8')).toContain('import { LIMIT } from "../common/limits.js"');
  expect(readFileSync(compiled('common/limits.js'), 'utf8')).toContain('LIMIT = 3');
  expect(readFileSync(compiled('server/server.js.map'), 'utf8')).toContain('server.ts');
  const firstBuild = statSync(compiled('server/server.js')).mtimeMs;

  ensureServerBuild(checkout);
  expect(statSync(compiled('server/server.js')).mtimeMs).toBe(firstBuild);

  write('common/limits.ts', 'export const LIMIT: number = 4;\n', -2);
  ensureServerBuild(checkout);
  expect(readFileSync(compiled('common/limits.js'), 'utf8')).toContain('LIMIT = 4');
  expect(serverEntryArgs('server', checkout)).toEqual(['--enable-source-maps', compiled('server/server.js')]);
});

it('reads data files from the sources and starts threads on the sibling module, from the sources or compiled', async () => {
  const database = pathToFileURL(path.join(rootDir, 'server/db/database.ts')).href;
  expect(besideModule(database, 'migrations')).toBe(path.join(rootDir, 'server/db/migrations'));
  expect(siblingModule(database, 'parse-worker').pathname).toBe(path.join(rootDir, 'server/db/parse-worker.ts'));

  ensureServerBuild();
  const built = path.join(rootDir, 'dist-server');
  const compiledTree = (await import(
    pathToFileURL(path.join(built, 'build/source-tree.js')).href
  )) as typeof import('../../build/source-tree.js');
  const compiledDatabase = pathToFileURL(path.join(built, 'server/db/database.js')).href;
  expect(compiledTree.rootDir).toBe(rootDir);
  expect(compiledTree.besideModule(compiledDatabase, 'migrations')).toBe(path.join(rootDir, 'server/db/migrations'));
  expect(compiledTree.siblingModule(compiledDatabase, 'parse-worker').pathname).toBe(
    path.join(built, 'server/db/parse-worker.js'),
  );
});
