import path from 'node:path';
import { rootDir } from './source-tree.js';

/** Where the built client lives; browser tests build their own copy elsewhere (CLIENT_DIR). */
export const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(rootDir, 'dist');

/** The build's list of the scripts each client route needs first (build/route-preloads.ts), read by the server. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Address pattern → the script files its first render needs beyond the entry's, as URLs. */
export type RoutePreloads = Record<string, string[]>;

/** The client's code the server draws pages with (docs/ARCHITECTURE.md#pages-drawn-by-the-server). */
export const DRAWING_ENTRY = 'src/drawing/draw-page.tsx';

/** Where that code is built for Node: beside the client's folder, never served. */
export const drawingDirOf = (builtClientDir: string) => `${builtClientDir}-drawing`;

/** The module the server loads from there. */
export const drawingModuleOf = (builtClientDir: string) => path.join(drawingDirOf(builtClientDir), 'draw-page.js');
