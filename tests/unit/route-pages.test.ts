// @vitest-environment node
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE } from '../../build/client-dir';
import { clientPageParts } from '../../server/client/page';
import { matchesPattern, pagesByRoute } from '../../server/client/route-pages';
import { loadConfig } from '../../server/config';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const PRELOADS = {
  '/login': ['/assets/login-page-b2.js'],
  '/dashboard': ['/assets/dashboard-c3.js', '/assets/frame-d4.js'],
  '/lecture-management/lecture-details/:id': ['/assets/lecture-details-e5.js', '/assets/frame-d4.js'],
  '/sign-up': [],
};

const links = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

let clientDir: string;
beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-route-pages-'));
  await fs.writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
});
afterAll(() => fs.rm(clientDir, { recursive: true, force: true }));

describe("the page the server sends for an address, from the build's route list", () => {
  const pagesOf = async (preloads: object | undefined) => {
    const file = path.join(clientDir, ROUTE_PRELOADS_FILE);
    if (preloads) await fs.writeFile(file, JSON.stringify(preloads));
    else await fs.rm(file, { force: true });
    const { html, preloads: read } = await clientPageParts(clientDir, loadConfig({}));
    return pagesByRoute(html, read, (page) => page);
  };

  it("links the scripts of the address's route as modulepreload, in the head, beside the settings", async () => {
    const pageFor = await pagesOf(PRELOADS);
    const dashboard = pageFor('/dashboard');
    expect(links(dashboard)).toEqual(['/assets/dashboard-c3.js', '/assets/frame-d4.js']);
    expect(dashboard.indexOf('rel="modulepreload"')).toBeLessThan(dashboard.indexOf('</head>'));
    expect(dashboard).toContain('<meta name="poker-settings"');
    expect(links(pageFor('/login'))).toEqual(['/assets/login-page-b2.js']);
  });

  it('matches addresses as the client router does: a parameter takes any segment, any case, a trailing slash', async () => {
    const pageFor = await pagesOf(PRELOADS);
    expect(links(pageFor('/lecture-management/lecture-details/12'))).toEqual([
      '/assets/lecture-details-e5.js',
      '/assets/frame-d4.js',
    ]);
    expect(links(pageFor('/Dashboard/'))).toEqual(['/assets/dashboard-c3.js', '/assets/frame-d4.js']);
    expect(matchesPattern('/lecture-management/lecture-details/:id', '/lecture-management/lecture-details')).toBe(
      false,
    );
    expect(matchesPattern('/dashboard', '/dashboard/more')).toBe(false);
  });

  it('sends the plain page for other addresses, routes without scripts and a build without the list', async () => {
    const pageFor = await pagesOf(PRELOADS);
    for (const address of ['/nowhere', '/sign-up', '/dashboard-old', '/'])
      expect(links(pageFor(address)), address).toEqual([]);
    expect(pageFor('/nowhere')).toContain('<meta name="poker-settings"');
    const withoutList = await pagesOf(undefined);
    expect(links(withoutList('/dashboard'))).toEqual([]);
  });
});
