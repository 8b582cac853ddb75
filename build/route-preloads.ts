import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './client-dir.js';
import { routeScreens } from './route-screens.js';
import { rootDir as root } from './source-tree.js';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The member and account route tables (portal/routes.ts). */
const ROUTE_TABLES = 'portal/routes.ts';
/** The table whose screens open inside the signed-in frame; the others (account screens) stand alone. */
const FRAMED_TABLE = 'memberRoutes';
/**
 * What a member's first render needs around the screen (src/app-routes.tsx `preloadScreen`): the shell,
 * and the header's bell and search field it preloads.
 */
const FRAME_MODULES = [
  'src/layout/app-shell.tsx',
  'src/components/notification-bell/index.ts',
  'src/components/site-search/index.ts',
];

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** The chunks' files and every file they import statically: what must arrive before they run. */
export function withStaticImports(bundle: OutputBundle, files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') queue.push(...chunk.imports);
  }
  return [...seen];
}

/**
 * Vite plugin: writes `route-preloads.json`, which names for each member and account route the chunks of
 * its screen (and, for member screens, of the signed-in frame) with their static imports. The server
 * links them as `<link rel="modulepreload">` in the page it sends for that address, so they download
 * beside the entry script instead of after it has run and asked for them.
 */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'poker-route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const tablesFile = path.join(root, ROUTE_TABLES);
      const chunks = chunksOf(bundle);
      const chunkOf = (id: string) => {
        // A lazily imported module is its chunk's facade; a shared one sits inside some chunk.
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === id) ??
          chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`route preloads: no chunk holds ${path.relative(root, id)}`);
        return chunk.fileName;
      };
      const resolve = async (specifier: string) => {
        const resolved = await this.resolve(specifier, tablesFile);
        if (!resolved) throw new Error(`route preloads: cannot resolve ${specifier} from ${ROUTE_TABLES}`);
        return resolved.id;
      };
      // The page's own script tags bring these.
      const entry = new Set(
        withStaticImports(
          bundle,
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        ),
      );
      const frame = withStaticImports(
        bundle,
        FRAME_MODULES.map((file) => chunkOf(path.join(root, file))),
      );
      const preloads: RoutePreloads = {};
      for (const row of routeScreens(await fs.readFile(tablesFile, 'utf8'), tablesFile)) {
        const screen = withStaticImports(
          bundle,
          await Promise.all(row.modules.map(async (id) => chunkOf(await resolve(id)))),
        );
        const files = [...new Set([...screen, ...(row.table === FRAMED_TABLE ? frame : [])])];
        preloads[row.path] = files.filter((file) => !entry.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}
