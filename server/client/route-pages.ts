import fs from 'node:fs/promises';
import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../build/client-dir.js';

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * Whether an address is a route pattern's, as the client's router matches it: `:name` stands for any one
 * segment, letters in any case, a trailing slash allowed.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  return (
    wanted.length === given.length &&
    wanted.every((part, index) => part.startsWith(':') || part.toLowerCase() === given[index]!.toLowerCase())
  );
}

/** The build's route list; a build without one (or a route without scripts) gets the plain page. */
export async function readRoutePreloads(clientDir: string): Promise<RoutePreloads> {
  try {
    return JSON.parse(await fs.readFile(path.join(clientDir, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Text safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page with `<link rel="modulepreload">` for each script, so the browser fetches them beside the entry. */
function withModulePreloads(html: string, files: string[]): string {
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${escapeAttribute(file)}" />\n`);
  return html.replace('</head>', `${links.join('')}  </head>`);
}

/**
 * A page per route with scripts to preload, rendered once by `render`, and the function that picks an
 * address's page (the plain one for any other address). Patterns without parameters are tried first.
 */
export function pagesByRoute<Page>(html: string, preloads: RoutePreloads, render: (html: string) => Page) {
  const plain = render(html);
  const routes = Object.entries(preloads)
    .filter(([, files]) => files.length > 0)
    .sort(([a], [b]) => a.split(':').length - b.split(':').length)
    .map(([pattern, files]) => ({ pattern, page: render(withModulePreloads(html, files)) }));
  return (pathname: string): Page => routes.find((route) => matchesPattern(route.pattern, pathname))?.page ?? plain;
}
