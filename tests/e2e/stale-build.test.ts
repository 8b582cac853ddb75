import { readFileSync } from 'node:fs';
import path from 'node:path';
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
  // The first ask answers as a server after a deploy does (the old name is gone); after the reload it is there.
  let refused = 0;
  await page.route(`${baseUrl}${chunk}`, (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  let loads = 0;
  const counted = () => (loads += 1);
  page.on('load', counted);
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByText('Total Watch Time').waitFor(WAIT);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Equity' }).click();
  await page.getByRole('heading', { name: 'Equity calculator' }).waitFor(WAIT);
  expect(refused).toBe(1);
  // The dashboard's load, and the one reload: its load event can come after the screen is drawn (the
  // app renders once its scripts run, the event waits for the page's pictures too).
  await expect.poll(() => loads, WAIT).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('reloadedForStaleBuildAt'))).not.toBeNull();
  page.off('load', counted);
  await page.unroute(`${baseUrl}${chunk}`);
});
