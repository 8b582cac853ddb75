import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/constants';

const ROOT = path.resolve(__dirname, '../..');
const THIS_FILE = path.relative(ROOT, __filename);

/**
 * References a reader of a clone cannot follow: ticket numbers, sections of documents the repository
 * does not hold, and paths out of it. Comments cite `docs/…` instead, or say the reason themselves.
 */
const UNFOLLOWABLE = [
  { what: 'an issue number', pattern: /\b[Ii]ssues? #?\d+/ },
  { what: 'a section of an outside document', pattern: /\b(?:CONTRACT|[Ss]pec)\b[^\n§]{0,3}§/ },
  {
    what: 'a document outside the repository',
    pattern:
      /\.\.\/shared\/(?:CONTRACT|spec|ARCHITECTURE|STYLE|DESIGN|ENVIRONMENT)|\b(?:CONTRACT|DESIGN|STYLE|ENVIRONMENT)\.md\b|product-spec/,
  },
];

/** The tracked text files, as a clone has them. */
function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  return listed.filter((file) => {
    if (!file || file === THIS_FILE || !fs.existsSync(path.join(ROOT, file))) return false;
    const head = fs.readFileSync(path.join(ROOT, file)).subarray(0, 8000);
    return !head.includes(0);
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(markdownFile: string): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, markdownFile), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1])));
}

/** Every `docs/X.md#anchor` a file cites, and in docs/ the `X.md#anchor` and `#anchor` links too. */
function citationsIn(file: string): { doc: string; anchor?: string }[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const cited = [...text.matchAll(/\bdocs\/([A-Z]+\.md)(?:#([\w-]+))?/g)].map((m) => ({
    doc: `docs/${m[1]}`,
    anchor: m[2],
  }));
  if (!file.startsWith('docs/')) return cited;
  const links = [...text.matchAll(/\]\(([A-Z]+\.md)?(?:#([\w-]+))?\)/g)].map((m) => ({
    doc: m[1] ? `docs/${m[1]}` : file,
    anchor: m[2],
  }));
  return [...cited, ...links];
}

describe('a repository that explains itself', () => {
  const files = trackedTextFiles();

  it('cites no issue number, no section of an outside document and no path out of the repository', () => {
    const found = files.flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          UNFOLLOWABLE.filter(({ pattern }) => pattern.test(line)).map(
            ({ what }) => `${file}:${index + 1} cites ${what}: ${line.trim()}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('points every docs/ citation at a file and heading that exist', () => {
    const anchors = new Map<string, Set<string>>();
    const broken = files.flatMap((file) =>
      citationsIn(file).flatMap(({ doc, anchor }) => {
        if (!fs.existsSync(path.join(ROOT, doc))) return [`${file} cites missing ${doc}`];
        if (!anchors.has(doc)) anchors.set(doc, anchorsOf(doc));
        return anchor && !anchors.get(doc)!.has(anchor) ? [`${file} cites missing ${doc}#${anchor}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('names in docs/ only source files the repository holds', () => {
    // A path in backquotes with a folder and a source file's extension, whole or from any folder down
    // (`modules/users/page-answer.ts` for server/modules/…); NNNN stands for a migration's number.
    const named = /`((?:[\w.-]+\/)+[\w.-]+\.(?:ts|tsx|js|json|sql|md|sh))`/g;
    const held = (name: string) => files.some((file) => file === name || file.endsWith(`/${name}`));
    const missing = files
      .filter((file) => file.startsWith('docs/') && file.endsWith('.md'))
      .flatMap((doc) =>
        [...fs.readFileSync(path.join(ROOT, doc), 'utf8').matchAll(named)]
          .map((match) => match[1])
          .filter((name) => !name.includes('NNNN') && !held(name))
          .map((name) => `${doc} names ${name}`),
      );
    expect(missing).toEqual([]);
  });

  it("quotes every text of the server's MESSAGES in docs/API.md, as the server sends it", () => {
    const api = fs.readFileSync(path.join(ROOT, 'docs/API.md'), 'utf8');
    const missing = Object.entries(MESSAGES).filter(([, text]) => !api.includes(text));
    expect(missing).toEqual([]);
  });
});
