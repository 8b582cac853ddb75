// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type PluginOption } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SOURCES } from '../../build/client-build';
import type { RoutePreloads } from '../../build/client-dir';
import { ROUTE_PRELOADS_FILE } from '../../build/client-dir';
import { authRoutes, memberRoutes } from '../../portal/routes';
import viteConfig from '../../vite.config';

const root = path.resolve(import.meta.dirname, '../..');
const inFolder = (folder: string) => (id: string) => path.relative(root, id).split(path.sep)[0] === folder;
const isZod = (id: string) => /[\\/]node_modules[\\/](zod|@zod)[\\/]/.test(id);

interface Chunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  modules: string[];
  /** The files this one imports statically (they load with it). */
  imports: string[];
}

/**
 * Every module the production build puts into the browser's files, and the build's route list
 * (build/route-preloads.ts), from one build kept in memory.
 */
async function clientModules(): Promise<{ modules: string[]; chunks: Chunk[]; preloads: RoutePreloads }> {
  const modules = new Set<string>();
  const chunks: Chunk[] = [];
  let preloads: RoutePreloads = {};
  const collect: Plugin = {
    name: 'collect-module-ids',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'asset' && file.fileName === ROUTE_PRELOADS_FILE)
          preloads = JSON.parse(String(file.source)) as RoutePreloads;
        else if (file.type === 'chunk') {
          const ids = file.moduleIds.map((id) => id.replace(/\?.*$/, ''));
          ids.forEach((id) => modules.add(id));
          chunks.push({
            fileName: file.fileName,
            isEntry: file.isEntry,
            isDynamicEntry: file.isDynamicEntry,
            modules: ids,
            imports: file.imports,
          });
        }
    },
  };
  // The project's own config (same plugins, same chunking), minus writing files and precompressing them.
  const config = viteConfig({ command: 'build', mode: 'production', isSsrBuild: false });
  const plugins = (config.plugins ?? [])
    .flat(2)
    .filter(
      (plugin: PluginOption) =>
        !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'poker-precompress'),
    );
  await build({
    ...config,
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [...plugins, collect],
    build: { ...config.build, write: false },
  });
  return { modules: [...modules], chunks, preloads };
}

describe("the browser's bundle", () => {
  let modules: string[] = [];
  let chunks: Chunk[] = [];
  let preloads: RoutePreloads = {};
  beforeAll(async () => {
    ({ modules, chunks, preloads } = await clientModules());
  }, 240_000);

  it('is the app: the shell, the providers, the kit and the screens', () => {
    for (const folder of ['src', 'providers', 'portal', 'resources', 'common'])
      expect(modules.some(inFolder(folder)), folder).toBe(true);
  });

  it('is built only from what `npm start` watches: an edit anywhere in it builds the client again', () => {
    const ownModules = modules.filter(
      (id) => id.startsWith(root) && !id.includes(`${path.sep}node_modules${path.sep}`),
    );
    expect(ownModules.length).toBeGreaterThan(0);
    for (const id of ownModules) {
      const file = path.relative(root, id);
      expect(
        CLIENT_SOURCES.some((source) => file === source || file.startsWith(`${source}/`)),
        file,
      ).toBe(true);
    }
  });

  it('holds no module from server/: the client reads the server schemas as types only', () => {
    expect(modules.filter(inFolder('server'))).toEqual([]);
  });

  it('holds no zod', () => {
    expect(modules.filter(isZod)).toEqual([]);
  });

  it("loads the charting library with the staff overview's screen only", () => {
    const isRecharts = (id: string) => /[\\/]node_modules[\\/]recharts[\\/]/.test(id);
    const withCharts = chunks.filter((chunk) => chunk.modules.some(isRecharts));
    expect(withCharts).toHaveLength(1);
    expect(withCharts[0]).toMatchObject({ isEntry: false, isDynamicEntry: true });
    expect(withCharts[0].modules.some((id) => id.endsWith('resources/overview/overview-page.tsx'))).toBe(true);
  });

  it('loads the password estimator and its dictionaries only when a new password is typed', () => {
    const isZxcvbn = (id: string) => /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]/.test(id);
    expect(chunks.some((chunk) => chunk.modules.some(isZxcvbn))).toBe(true);
    const firstPage = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
    for (const name of firstPage)
      chunks.find((chunk) => chunk.fileName === name)!.imports.forEach((file) => firstPage.add(file));
    const loadedFirst = chunks.filter((chunk) => firstPage.has(chunk.fileName));
    expect(loadedFirst.flatMap((chunk) => chunk.modules).filter(isZxcvbn)).toEqual([]);
    // Nor the strength rule's helpers: the login page's password field has only the length rule.
    const isStrengthRule = (id: string) => /[\\/](src[\\/]components|common)[\\/]password-rule\.ts$/.test(id);
    expect(loadedFirst.flatMap((chunk) => chunk.modules).filter(isStrengthRule)).toEqual([]);
  });

  const chunkOf = (file: string) => chunks.find((chunk) => chunk.modules.some((id) => id.endsWith(file)));

  it('sends the signed-in frame as one file: layout, bell, search field and the API client', () => {
    const frame = chunkOf('src/layout/header.tsx');
    for (const file of [
      'src/layout/app-shell.tsx',
      'src/components/notification-bell/notification-bell.tsx',
      'src/components/site-search/deferred-site-search.tsx',
      'providers/http-client.ts',
      'providers/notifications-api.ts',
    ])
      expect(chunkOf(file), file).toBe(frame);
  });

  it('keeps TanStack Query off the first page: the query cache comes with the signed-in frame', () => {
    const isQuery = (id: string) => /[\\/]node_modules[\\/]@tanstack[\\/]/.test(id);
    const firstPage = chunkOf('portal/auth/login-page.tsx')!;
    expect(firstPage.modules.some(isQuery)).toBe(false);
    const frame = chunkOf('src/layout/header.tsx');
    expect(chunkOf('src/routes/signed-in-queries.tsx')).toBe(frame);
    expect(frame!.modules.some(isQuery)).toBe(true);
  });

  it("loads the search's AutoComplete (antd's select) only when the field is reached for", () => {
    const isAutoComplete = (id: string) => /[\\/]antd[\\/]es[\\/]auto-complete[\\/]/.test(id);
    const withAutoComplete = chunks.filter((chunk) => chunk.modules.some(isAutoComplete));
    expect(withAutoComplete).toHaveLength(1);
    expect(withAutoComplete[0]).toMatchObject({ isEntry: false, isDynamicEntry: true });
    expect(withAutoComplete[0]).toBe(chunkOf('src/components/site-search/site-search.tsx'));
    expect(withAutoComplete[0]).not.toBe(chunkOf('src/layout/header.tsx'));
  });
  it("keeps passkeys and the login's second step out of the first page: they load when an account uses them", () => {
    const isWebAuthn = (id: string) => /[\\/]node_modules[\\/]@simplewebauthn[\\/]/.test(id);
    const withWebAuthn = chunks.filter((chunk) => chunk.modules.some(isWebAuthn));
    expect(withWebAuthn.length).toBeGreaterThan(0);
    const firstPage = chunkOf('portal/auth/login-page.tsx');
    for (const chunk of withWebAuthn) expect(chunk).not.toBe(firstPage);
    expect(withWebAuthn.every((chunk) => !chunk.isEntry)).toBe(true);
    expect(chunkOf('portal/second-factor/second-factor-screen.tsx')).not.toBe(firstPage);
  });

  it('loads the equity calculator only where it is opened, and its evaluator only in its worker', () => {
    const calculator = chunkOf('portal/equity/equity-calculator.tsx')!;
    const lecturePage = chunkOf('portal/lectures/lecture-details-page.tsx')!;
    expect(calculator.isEntry).toBe(false);
    expect(calculator).not.toBe(lecturePage);
    expect(lecturePage.imports).not.toContain(calculator.fileName);
    expect(chunks.filter((chunk) => chunk.modules.some((id) => /[\\/]node_modules[\\/]phe[\\/]/.test(id)))).toEqual([]);
  });

  /** A chunk's file with every file it imports statically: what arrives before it runs. */
  const withStaticImports = (chunk: Chunk): Chunk[] => {
    const seen = new Set([chunk.fileName]);
    const queue = [chunk];
    for (let next = queue.pop(); next; next = queue.pop())
      for (const file of next.imports)
        if (!seen.has(file)) {
          seen.add(file);
          queue.push(chunks.find((candidate) => candidate.fileName === file)!);
        }
    return chunks.filter((candidate) => seen.has(candidate.fileName));
  };

  it("keeps the dashboard's first paint free of the promotions carousel: it is below the fold", () => {
    const firstPaint = withStaticImports(chunkOf('portal/dashboard/dashboard-page.tsx')!).flatMap(
      (chunk) => chunk.modules,
    );
    expect(firstPaint.some((id) => id.endsWith('portal/dashboard/stat-card.tsx'))).toBe(true);
    const carousel = (id: string) =>
      id.endsWith('portal/dashboard/promotions-carousel.tsx') || /[\\/]@ant-design[\\/]react-slick[\\/]/.test(id);
    expect(firstPaint.filter(carousel)).toEqual([]);
    expect(chunkOf('portal/dashboard/promotions-carousel.tsx')).toMatchObject({ isEntry: false, isDynamicEntry: true });
  });

  it("loads react-player with a lecture's video only, and hls.js only when the lecture has an HLS ladder", () => {
    const isReactPlayer = (id: string) => /[\\/]node_modules[\\/]react-player[\\/]/.test(id);
    const isHls = (id: string) => /[\\/]node_modules[\\/]hls\.js[\\/]/.test(id);
    const player = chunkOf('src/components/lecture-player/lecture-player.tsx')!;
    // In the player's chunk, or in one it shares with the live class's player.
    const withPlayer = withStaticImports(player).filter((chunk) => chunk.modules.some(isReactPlayer));
    expect(withPlayer).toHaveLength(1);
    // Staff lists and forms, and the dashboard, carry none of it and do not import it.
    for (const screen of ['resources/lectures/lecture-list.tsx', 'portal/dashboard/dashboard-page.tsx']) {
      const loaded = withStaticImports(chunkOf(screen)!);
      expect(loaded, screen).not.toContain(player);
      expect(loaded, screen).not.toContain(withPlayer[0]);
    }
    const withHls = chunks.filter((chunk) => chunk.modules.some(isHls));
    expect(withHls).toHaveLength(1);
    // It comes with react-player's HLS element, which react-player fetches only for an HLS source.
    expect(withHls[0].isEntry).toBe(false);
    expect(withHls[0]).not.toBe(player);
    expect(player.imports).not.toContain(withHls[0].fileName);
  });

  /** The entry's file and what it imports statically: what every page loads first. */
  const entryFiles = () => withStaticImports(chunks.find((chunk) => chunk.isEntry)!);
  const filesWith = (file: string) => withStaticImports(chunkOf(file)!).map((chunk) => `/${chunk.fileName}`);

  it('loads socket.io-client on its own, after the first render: neither the entry nor the frame imports it', () => {
    const isSocketIo = (id: string) => /[\\/]node_modules[\\/](socket\.io|engine\.io)-/.test(id);
    const withSocketIo = chunks.filter((chunk) => chunk.modules.some(isSocketIo));
    expect(withSocketIo.length).toBeGreaterThan(0);
    const firstRender = [...entryFiles(), ...withStaticImports(chunkOf('src/layout/header.tsx')!)];
    expect(firstRender.flatMap((chunk) => chunk.modules).filter(isSocketIo)).toEqual([]);
  });

  it("names, for every member and account route, its screen's files and their imports beyond the entry's", () => {
    expect(Object.keys(preloads).sort()).toEqual(
      [...new Set([...authRoutes, ...memberRoutes].map((route) => route.path))].sort(),
    );
    const entry = entryFiles().map((chunk) => `/${chunk.fileName}`);
    for (const [path, files] of Object.entries(preloads))
      expect(
        files.filter((file) => entry.includes(file)),
        path,
      ).toEqual([]);
    const beyondEntry = (files: string[]) => files.filter((file) => !entry.includes(file));

    const frame = beyondEntry(filesWith('src/layout/header.tsx'));
    const dashboard = beyondEntry(filesWith('portal/dashboard/dashboard-page.tsx'));
    expect(preloads['/dashboard']).toEqual(expect.arrayContaining([...dashboard, ...frame]));
    // The carousel loads beside the dashboard's calls, not with its first render.
    expect(preloads['/dashboard']).not.toContain(`/${chunkOf('portal/dashboard/promotions-carousel.tsx')!.fileName}`);
    const lecture = beyondEntry(filesWith('portal/lectures/lecture-details-page.tsx'));
    expect(preloads['/lecture-management/lecture-details/:id']).toEqual(expect.arrayContaining([...lecture, ...frame]));

    // The login page comes with the entry; the other account screens stand alone, without the signed-in frame.
    for (const path of ['/', '/login']) expect(preloads[path], path).toEqual([]);
    expect(preloads['/sign-up']).toEqual(expect.arrayContaining(beyondEntry(filesWith('portal/auth/signup-page.tsx'))));
    expect(preloads['/sign-up']).not.toContain(`/${chunkOf('src/layout/header.tsx')!.fileName}`);
  });
});

describe('common/, the constants client and server share', () => {
  it('imports only its own files, so neither side drags the other (or zod) in', () => {
    const folder = path.join(root, 'common');
    for (const file of fs.readdirSync(folder)) {
      const source = fs.readFileSync(path.join(folder, file), 'utf8');
      expect(source.match(/^\s*(import|export)\b[^;]*\bfrom\s+['"](?!\.\/)[^'"]+['"]/gm), file).toBeNull();
    }
  });
});
