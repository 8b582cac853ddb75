import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md#domains against the tree: one name per domain, the same on every side. A folder
 * renamed, added or left out of the table fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');

interface Domain {
  name: string;
  /** The name and its parts: any of them may name a folder of the domain. */
  names: string[];
  paths: string[];
}

function domainsOf(markdown: string): Domain[] {
  const section = markdown.split('\n## Domains\n')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| domain'));
  return rows.map((row) => {
    const cells = row.split('|').slice(1, -1);
    const [first, ...rest] = cells;
    const name = first.trim().split(' ')[0];
    const parts =
      /\(([a-z, -]+)\)/
        .exec(first)?.[1]
        .split(',')
        .map((part) => part.trim()) ?? [];
    const located = rest.slice(0, 5).join(' ');
    return { name, names: [name, ...parts], paths: [...located.matchAll(/`([^`]+)`/g)].map((match) => match[1]) };
  });
}

const domains = domainsOf(doc);

/** A path's names: its folders, and its file's stem up to `-api`, `-provider` or the extension. */
const namesIn = (file: string) =>
  file
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => segment.replace(/(-api|-provider)?\.tsx?$/, ''));

const listed = (folder: string, keep: (entry: string) => boolean, asPath: (entry: string) => string) =>
  readdirSync(path.join(root, folder)).filter(keep).map(asPath);

const isFolder = (folder: string) => (entry: string) => statSync(path.join(root, folder, entry)).isDirectory();
const SHARED = new Set(['shared']);

/** What must have a row: every server module, API schema file, screen folder and client API file. */
const mustBeListed = [
  ...listed(
    'server/modules',
    (entry) => isFolder('server/modules')(entry) && !SHARED.has(entry),
    (entry) => `server/modules/${entry}/`,
  ),
  ...listed(
    'server/schemas',
    (entry) => !['common.ts', 'list.ts', 'text.ts', 'index.ts'].includes(entry),
    (entry) => `server/schemas/${entry}`,
  ),
  ...listed(
    'portal',
    (entry) => isFolder('portal')(entry) && !SHARED.has(entry),
    (entry) => `portal/${entry}/`,
  ),
  ...listed(
    'resources',
    (entry) => isFolder('resources')(entry) && !SHARED.has(entry),
    (entry) => `resources/${entry}/`,
  ),
  ...listed(
    'providers',
    (entry) => entry.endsWith('-api.ts') && entry !== 'api-error.ts',
    (entry) => `providers/${entry}`,
  ),
];

describe('domains (docs/ARCHITECTURE.md#domains)', () => {
  it('reads the table', () => {
    expect(domains.length).toBeGreaterThan(20);
    expect(new Set(domains.map(({ name }) => name)).size).toBe(domains.length);
  });

  it.each(domains)('$name: every path exists and carries the domain’s name', ({ names, paths }) => {
    for (const file of paths) {
      expect(existsSync(path.join(root, file)), `${file} exists`).toBe(true);
      expect(
        namesIn(file).some((segment) => names.includes(segment)),
        `${file} is named ${names.join(' or ')}`,
      ).toBe(true);
    }
  });

  it('every module, schema file, screen folder and client API file has exactly one row', () => {
    const all = domains.flatMap(({ paths }) => paths);
    for (const file of mustBeListed)
      expect(
        all.filter((entry) => entry === file),
        file,
      ).toHaveLength(1);
  });

  it('no table lives outside its domain: every schema.ts under server/modules belongs to a listed module', () => {
    const modules = new Set(domains.flatMap(({ paths }) => paths.filter((file) => file.startsWith('server/modules/'))));
    for (const module of readdirSync(path.join(root, 'server/modules')))
      if (existsSync(path.join(root, 'server/modules', module, 'schema.ts')))
        expect(modules.has(`server/modules/${module}/`), module).toBe(true);
  });
});
