import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
/** What the client's resources, sidebar and providers import at run time. */
const CLIENT_DIRS = ['resources', 'src', 'providers', 'portal', 'common', 'server/schemas'];

/** A throwaway resource, written the way the README says: its folder… */
const REPORTS: Record<string, string> = {
  'index.ts': `import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'reports',
  api: { list: 'reports/all' },
  nav: { label: 'Reports', icon: () => import('@ant-design/icons/es/icons/BarChartOutlined') },
  screens: () => import('./screens'),
  routes: { list: ['/reports', 'ReportList', 'Reports'], show: ['/reports/:id', 'ReportShow', 'Report'] },
});
`,
  'screens.tsx': `import { ResourceList } from '../shared/resource-list';
import { ResourceShow } from '../shared/resource-show';

type Report = { id: number; title: string; createdAt: string };
const TEXTS = { title: 'Reports', caption: 'Reports', search: 'Search reports by title', add: 'Add New Report' };

export const ReportList = () => <ResourceList<Report> resource="reports" texts={TEXTS} fields={['title', 'createdAt']} nameOf={(report) => report.title} />;
export const ReportShow = () => <ResourceShow<Report> resource="reports" title="Report" fields={['title', 'createdAt']} />;
`,
};

/** …plus its name, one line added to the folder list of resources/index.ts. */
const REPORTS_LINE = "  'reports',";
const addToFolderList = (source: string) =>
  source.replace("  'video-upload',\n", `  'video-upload',\n${REPORTS_LINE}\n`);

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const hashes = await Promise.all(
    files.map(async (entry) => {
      const file = path.relative(dir, path.join(entry.parentPath, entry.name));
      return [
        file,
        createHash('sha1')
          .update(await fs.readFile(path.join(dir, file)))
          .digest('hex'),
      ] as const;
    }),
  );
  return new Map(hashes);
}

let copy: string;
let vite: ViteDevServer;
/** The copy's modules through a Vite of its own: the test's Vite does not see files made after it started. */
const importCopy = (file: string) => vite.ssrLoadModule(`/${file}`);
let touched: string[];
let indexBefore: string;
let indexAfter: string;

beforeAll(async () => {
  // A copy of the client's sources, so the addition never touches this checkout.
  copy = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-add-resource-'));
  await Promise.all(CLIENT_DIRS.map((dir) => fs.cp(path.join(ROOT, dir), path.join(copy, dir), { recursive: true })));
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const before = await snapshot(path.join(copy, 'resources'));

  await fs.mkdir(path.join(copy, 'resources/reports'));
  for (const [file, source] of Object.entries(REPORTS))
    await fs.writeFile(path.join(copy, 'resources/reports', file), source);
  const index = path.join(copy, 'resources/index.ts');
  indexBefore = await fs.readFile(index, 'utf8');
  indexAfter = addToFolderList(indexBefore);
  await fs.writeFile(index, indexAfter);

  const after = await snapshot(path.join(copy, 'resources'));
  touched = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);

  await fs.copyFile(path.join(ROOT, 'tsconfig.json'), path.join(copy, 'tsconfig.json'));
  vite = await createServer({
    root: copy,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
});

afterAll(async () => {
  await vite?.close();
  if (copy) await fs.rm(copy, { recursive: true, force: true });
});

describe('adding a staff resource', { timeout: 30_000 }, () => {
  it('touches only its own folder and one line of resources/index.ts', () => {
    const places = new Set(touched.map((file) => (file.startsWith('reports/') ? 'reports/' : file)));
    expect([...places].sort()).toEqual(['index.ts', 'reports/']);
    const linesAfter = indexAfter.split('\n');
    expect(linesAfter).toHaveLength(indexBefore.split('\n').length + 1);
    expect(linesAfter.filter((line) => line !== REPORTS_LINE).join('\n')).toBe(indexBefore);
  });

  it('gets its routes, Refine resource, sidebar link and API path from that folder alone', async () => {
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

    const { STAFF_NAV } = await importCopy('src/layout/nav-items.tsx');
    expect(STAFF_NAV.map((item: { label: string }) => item.label).slice(-3)).toEqual([
      'Video Upload',
      'Reports',
      'User Profile',
    ]);

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
