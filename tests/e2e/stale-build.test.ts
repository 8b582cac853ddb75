import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { RoutePreloads } from '../../build/client-dir.js';
import { ROUTE_PRELOADS_FILE } from '../../build/client-dir.js';
import { browserAsNewMember } from './helpers/accounts.js';
import type { Browser } from './helpers/browser.js';

/** A tab opened before a rebuild: the chunks it asks for later are gone from the server. */
let browser: Browser;
beforeAll(async () => {
  ({ browser } = await browserAsNewMember('/dashboard'));
});
afterAll(() => browser.close());

const WAIT = { timeout: 30_000 };

/** A script only the Equity screen loads (the build's list of what each route needs), as its URL path. */
function equityOnlyChunk(): string {
  const preloads = JSON.parse(
    readFileSync(path.join(inject('clientDir'), ROUTE_PRELOADS_FILE), 'utf8'),
  ) as RoutePreloads;
  const onDashboard = new Set(preloads['/dashboard']);
  const chunk = preloads['/equity']?.find((file) => !onDashboard.has(file));
  if (!chunk) throw new Error('the build names no chunk of its own for /equity');
  return chunk;
}

it('reloads once when a screen’s chunk has gone, and then opens the screen from the new build', async () => {
  const { page, baseUrl } = browser;
  const chunk = equityOnlyChunk();
  // As after a deploy, the tab opened before it finds the chunk gone (its preload and its import alike);
  // the page it reloads to finds it. Refusing only the first ask raced: when the preload's refusal came
  // back before the import asked, the import fetched the chunk again and no reload was needed.
  let navigations = 0;
  const navigated = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
  };
  page.on('request', navigated);
  let refused = 0;
  await page.route(`${baseUrl}${chunk}`, (route) => {
    if (navigations > 1) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByText('Total Watch Time').waitFor(WAIT);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Equity' }).click();
  await page.getByRole('heading', { name: 'Equity calculator' }).waitFor(WAIT);
  expect(refused).toBeGreaterThan(0);
  // The dashboard's load, and the one reload.
  expect(navigations).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('reloadedForStaleBuildAt'))).not.toBeNull();
  page.off('request', navigated);
  await page.unroute(`${baseUrl}${chunk}`);
});
