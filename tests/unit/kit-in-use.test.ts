import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const KIT = path.join(ROOT, 'src/components');
const CLIENT_DIRS = ['src', 'portal', 'resources', 'providers'];

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative module a client file imports (static or lazy), as an absolute path without extension. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier).replace(/\.(tsx?|js)$/, ''));
}

describe('the shared UI kit', () => {
  it('keeps no module that no screen uses', () => {
    const files = CLIENT_DIRS.flatMap((dir) => sourcesUnder(path.join(ROOT, dir)));
    const modules = fs.readdirSync(KIT).map((name) => path.join(KIT, name.replace(/\.tsx?$/, '')));
    const unused = modules.filter((module) => {
      const inside = (file: string) =>
        file === module || file.startsWith(`${module}.`) || file.startsWith(`${module}${path.sep}`);
      return !files.some(
        (file) =>
          !inside(file) &&
          importsOf(file).some((target) => target === module || target.startsWith(`${module}${path.sep}`)),
      );
    });
    expect(unused.map((module) => path.relative(ROOT, module))).toEqual([]);
  });
});
