// @vitest-environment node
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, pendingMigration, readJournal } from '../../../server/db/kit/drizzle-kit';
import { cleanUp, newDataDir, type Product, startProduct } from '../../reliability/helpers/product';
import { REPORT_ADDITIONS, REPORT_FILES } from './add-resource/reports';

const ROOT = path.resolve(__dirname, '../../..');
/** The product's sources, what its tools read, and the security suite's route table. */
const COPIED = [
  'build',
  'common',
  'portal',
  'providers',
  'resources',
  'server',
  'src',
  'tests/security/helpers',
  'package.json',
  'tsconfig.json',
  'drizzle.config.ts',
];

/** Every file of the copy (node_modules aside) and a hash of its content. */
async function hashes(dir: string): Promise<Map<string, string>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return new Map(
    await Promise.all(
      files.map(async (entry) => {
        const file = path.relative(dir, path.join(entry.parentPath, entry.name));
        const hash = createHash('sha1').update(await fs.readFile(path.join(dir, file)));
        return [file, hash.digest('hex')] as const;
      }),
    ),
  );
}

let copy: string;
let vite: ViteDevServer;
let product: Product;
let staffToken: string;
let touched: string[];
let nextMigration: string;
let pendingBeforeGenerate: string | null;
let pendingAfterGenerate: string | null;
const sources = new Map<string, { before: string; after: string }>();
/** The copy's modules through a Vite of its own: the test's Vite does not see files made after it started. */
const importCopy = (file: string) => vite.ssrLoadModule(`/${file}`);

beforeAll(async () => {
  copy = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-add-resource-'));
  await Promise.all(COPIED.map((item) => fs.cp(path.join(ROOT, item), path.join(copy, item), { recursive: true })));
  const before = await hashes(copy);
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  nextMigration = String((await readJournal(path.join(copy, MIGRATIONS))).entries.length).padStart(4, '0');

  for (const [file, source] of Object.entries(REPORT_FILES)) {
    await fs.mkdir(path.dirname(path.join(copy, file)), { recursive: true });
    await fs.writeFile(path.join(copy, file), source);
  }
  for (const addition of REPORT_ADDITIONS) {
    const file = path.join(copy, addition.file);
    const source = await fs.readFile(file, 'utf8');
    const after = addition.add(source, addition.text);
    sources.set(addition.file, { before: source, after });
    await fs.writeFile(file, after);
  }
  pendingBeforeGenerate = await pendingMigration(copy);
  await promisify(execFile)('npm', ['run', '--silent', 'db:generate', '--', '--name', 'reports'], { cwd: copy });
  pendingAfterGenerate = await pendingMigration(copy);

  const after = await hashes(copy);
  touched = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);

  // The copy's own server on a fresh database: every migration, the new one too, runs at its start.
  product = await startProduct(await newDataDir(), {}, copy);
  staffToken = await product.adminToken();
  vite = await createServer({
    root: copy,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
}, 240_000);

afterAll(async () => {
  await vite?.close();
  await product?.stop();
  await cleanUp();
  if (copy) await fs.rm(copy, { recursive: true, force: true });
});

describe('adding a staff resource with a table of its own', { timeout: 30_000 }, () => {
  it('touches its folders, one line in each list, its table, its routes’ audience and the migration drizzle-kit wrote', () => {
    expect(touched.sort()).toEqual(
      [
        ...Object.keys(REPORT_FILES),
        ...new Set(REPORT_ADDITIONS.map(({ file }) => file)),
        `${MIGRATIONS}/${nextMigration}_reports.sql`,
        `${MIGRATIONS}/meta/${nextMigration}_snapshot.json`,
        `${MIGRATIONS}/meta/_journal.json`,
      ].sort(),
    );
    for (const { file, text } of REPORT_ADDITIONS.filter((addition) => addition.oneLine)) {
      const { before, after } = sources.get(file)!;
      expect(text).not.toContain('\n');
      expect(after.replace(`${text}\n`, '')).toBe(before);
    }
  });

  it('fails db:check for the table until drizzle-kit has written its migration', () => {
    expect(pendingBeforeGenerate).toContain('CREATE TABLE "reports"');
    expect(pendingAfterGenerate).toBeNull();
  });

  it('migrates a fresh database and answers its routes to staff only', async () => {
    const { api } = product;
    const created = await api.post('/reports', { title: 'Weekly drills' }, staffToken);
    expect(created.status).toBe(201);
    const list = await api.get('/reports/all?_start=0&_end=10&_sort=title', staffToken);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body).toEqual([created.body]);
    expect((await api.get(`/reports/${created.body.id}`, staffToken)).body).toEqual(created.body);
    const csv = await fetch(`${product.url}/api/reports/export.csv?q=weekly`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Weekly drills');
    expect((await api.get('/reports/all')).status).toBe(401);
    expect((await api.post('/reports', { title: '' }, staffToken)).body.message).toMatch(/title/);
  });

  it('publishes its routes, each in the security suite’s route table as staff', async () => {
    const { AUDIENCE, publishedRoutes } = await importCopy('tests/security/helpers/routes.ts');
    const routes: { key: string }[] = await publishedRoutes(product.api);
    const reportRoutes = routes.map(({ key }) => key).filter((key) => key.includes('/api/reports'));
    expect(reportRoutes.sort()).toEqual(
      Object.keys(AUDIENCE)
        .filter((key) => key.includes('/api/reports'))
        .sort(),
    );
    for (const key of reportRoutes) expect(AUDIENCE[key]).toBe('staff');
  });

  it('gets its routes, Refine resource, sidebar link and API path from its folder', async () => {
    const registry = await importCopy('resources/index.ts');
    expect(
      registry.staffRoutes
        .filter((route: { path: string }) => route.path.startsWith('/reports'))
        .map((route: { path: string; title: string }) => [route.path, route.title]),
    ).toEqual([
      ['/reports', 'Reports'],
      ['/reports/:id', 'Report'],
    ]);
    expect(registry.resources.at(-1)).toMatchObject({
      name: 'reports',
      list: '/reports',
      show: '/reports/:id',
      meta: { label: 'Reports', access: 'staff' },
    });

    // The server's rule table names which roles see it; here an admin given the new area.
    const { staffNavFor } = await importCopy('src/layout/nav-items.tsx');
    const admin = { role: 'admin', staffRules: { reports: 'write' } };
    expect(staffNavFor(admin).map((item: { label: string }) => item.label)).toEqual(['Reports', 'User Profile']);

    const { resourcePath } = await importCopy('resources/shared/staff-data-provider.ts');
    expect(resourcePath('reports', 'list')).toBe('reports/all');
    expect(resourcePath('reports', 'one')).toBe('reports');

    const screens = await importCopy('resources/reports/screens.tsx');
    expect(typeof screens.ReportList).toBe('function');
  });
});

describe('the resource list', () => {
  it('names every resource folder, so none is bundled without a route', async () => {
    const { STAFF_FOLDERS } = await import('../../../resources');
    const entries = await fs.readdir(path.join(ROOT, 'resources'), { withFileTypes: true });
    const folders = await Promise.all(
      entries
        .filter((entry) => entry.isDirectory())
        .map(async (entry) =>
          (await fs.stat(path.join(ROOT, 'resources', entry.name, 'index.ts')).catch(() => null)) ? entry.name : null,
        ),
    );
    expect([...STAFF_FOLDERS].sort()).toEqual(folders.filter(Boolean).sort());
  });
});
