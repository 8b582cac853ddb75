// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { rebuildClient } from '../../build/client-build';
import { drawingDirOf } from '../../build/client-dir';

let root: string;
let served: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'poker-publish-'));
  served = path.join(root, 'dist');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A stand-in for vite: a page naming its hashed script, that script, and the drawing code beside the folder. */
const fakeBuild =
  (hash: string, whileBuilding: () => void = () => {}) =>
  (dir: string) => {
    whileBuilding();
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'assets', `index-${hash}.js`), `build ${hash}`);
    writeFileSync(path.join(dir, 'index.html'), `<script src="/assets/index-${hash}.js"></script>`);
    mkdirSync(drawingDirOf(dir), { recursive: true });
    writeFileSync(path.join(drawingDirOf(dir), 'draw-page.js'), `drawing ${hash}`);
  };
const read = (file: string) => readFileSync(path.join(served, file), 'utf8');
const has = (file: string) => existsSync(path.join(served, file));

it('leaves the served folder whole while a new build is made, then serves the new page', () => {
  rebuildClient(served, fakeBuild('aaa'));
  const seenWhileBuilding: string[] = [];
  rebuildClient(
    served,
    fakeBuild('bbb', () => seenWhileBuilding.push(read('index.html'), read('assets/index-aaa.js'))),
  );
  expect(seenWhileBuilding).toEqual(['<script src="/assets/index-aaa.js"></script>', 'build aaa']);
  expect(read('index.html')).toContain('index-bbb.js');
  expect(readFileSync(path.join(drawingDirOf(served), 'draw-page.js'), 'utf8')).toBe('drawing bbb');
  expect(existsSync(`${served}.next`)).toBe(false);
});

it("keeps the previous build's files for tabs opened on it, and drops older ones", () => {
  rebuildClient(served, fakeBuild('aaa'));
  rebuildClient(served, fakeBuild('bbb'));
  expect(has('assets/index-aaa.js')).toBe(true);
  expect(has('assets/index-bbb.js')).toBe(true);
  rebuildClient(served, fakeBuild('ccc'));
  expect(has('assets/index-aaa.js')).toBe(false);
  expect([has('assets/index-bbb.js'), has('assets/index-ccc.js')]).toEqual([true, true]);
});

it('keeps the files of a folder built before these lists existed, once', () => {
  mkdirSync(path.join(served, 'assets'), { recursive: true });
  writeFileSync(path.join(served, 'assets', 'index-old.js'), 'old');
  rebuildClient(served, fakeBuild('aaa'));
  expect(has('assets/index-old.js')).toBe(true);
  rebuildClient(served, fakeBuild('bbb'));
  expect(has('assets/index-old.js')).toBe(false);
});
