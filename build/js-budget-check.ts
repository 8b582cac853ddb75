import type { Plugin, Rolldown } from 'vite';
import type { Brotli } from './brotli.js';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './client-dir.js';
import { JS_BUDGETS_KB } from './js-budgets.js';
import { withStaticImports } from './route-preloads.js';

/** The build's report of each budgeted route's critical JavaScript, beside route-preloads.json. */
export const CRITICAL_JS_FILE = 'critical-js.json';

/** Route pattern → its critical JavaScript in KB as sent, its budget and the files it is made of. */
export type CriticalJsReport = Record<string, { kb: number; budgetKb: number; files: string[] }>;

const KB = 1024;
const roundKb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

/**
 * Vite plugin, after routePreloadsPlugin: sums for each route of build/js-budgets.ts the entry's files and
 * the files its page preloads, writes the sums to `critical-js.json` and fails the build when a route is
 * over its budget, naming the route and its largest files.
 */
export function jsBudgetPlugin(brotli: Brotli): Plugin {
  return {
    name: 'poker-js-budget',
    apply: 'build',
    generateBundle: {
      // After Vite's own plugins, which still add each chunk's preload list: the code measured is the code sent.
      order: 'post',
      async handler(_options, bundle) {
        // Only a production build is what browsers get: under NODE_ENV=test (the unit suite's in-memory build)
        // React and antd come in their development builds, a third larger.
        if (process.env.NODE_ENV !== 'production') return;
        const preloadsFile = bundle[ROUTE_PRELOADS_FILE];
        if (preloadsFile?.type !== 'asset') this.error(`JavaScript budget: the build wrote no ${ROUTE_PRELOADS_FILE}`);
        const preloads = JSON.parse(String(preloadsFile.source)) as RoutePreloads;
        const entry = withStaticImports(
          bundle,
          Object.values(bundle)
            .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry)
            .map((chunk) => chunk.fileName),
        );
        // As sent: compressed as the build precompresses it (vite.config.ts), which compresses each content once.
        const sizeOf = async (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') throw new Error(`JavaScript budget: no chunk ${fileName}`);
          return (await brotli(Buffer.from(chunk.code))).length;
        };
        const report: CriticalJsReport = {};
        const over: string[] = [];
        for (const [route, budgetKb] of Object.entries(JS_BUDGETS_KB)) {
          const preloaded = preloads[route];
          if (!preloaded) this.error(`JavaScript budget: ${route} (build/js-budgets.ts) is no route of the app`);
          const files = [...new Set([...entry, ...preloaded.map((url) => url.replace(/^\//, ''))])];
          const bytes = await Promise.all(files.map(sizeOf));
          const kb = roundKb(bytes.reduce((sum, size) => sum + size, 0));
          const bySize = files.map((file, i) => ({ file, kb: roundKb(bytes[i]!) })).sort((a, b) => b.kb - a.kb);
          report[route] = { kb, budgetKb, files: bySize.map(({ file, kb: fileKb }) => `${file} ${fileKb} KB`) };
          if (kb > budgetKb)
            over.push(
              `${route}: ${kb} KB, over its ${budgetKb} KB (largest: ${report[route].files.slice(0, 4).join(', ')})`,
            );
        }
        this.emitFile({ type: 'asset', fileName: CRITICAL_JS_FILE, source: JSON.stringify(report, null, 2) });
        if (over.length > 0)
          this.error(`JavaScript budget (build/js-budgets.ts), critical JS as sent:\n${over.join('\n')}`);
      },
    },
  };
}
