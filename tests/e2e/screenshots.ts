/**
 * `npm run screenshots`: renders every staff screen, a member's dashboard and Modules, the plan page,
 * billing history and a receipt, and a live class with its chat and Stream panel, into docs/screenshots/
 * (PNG) against the product started exactly as the browser tests start it. Needs the whole `chromium`,
 * poppler's `pdftoppm` (`poppler-utils`) and ffmpeg (the live class's stream).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { UnsubscribeTokens } from '../../server/modules/digest/unsubscribe-tokens.js';
import { shootBillingScreens } from './billing-screenshots.js';
import { CHROMIUM, CHROMIUM_FLAGS } from './helpers/chromium.js';
import setup, { E2E_ADMIN } from './helpers/global-setup.js';
import { type Product, useProduct } from './helpers/product.js';
import { staffScreens } from './helpers/staff-screens.js';
import { shootLiveScreens } from './live-screenshots.js';
import { shootMemberScreens } from './member-screenshots.js';

const OUT = path.resolve('docs/screenshots');
const MAX_BYTES = 300 * 1024;

/** Charts draw themselves in over a second or so: wait until their lines hold still for ten frames. */
async function chartsDrawn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    let last = '';
    for (let still = 0; still < 10;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = [...document.querySelectorAll('.recharts-surface path')].map((path) => path.getAttribute('d')).join();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/** A picture of the page as it is, named `name` in docs/screenshots/. */
async function shoot(page: Page, name: string): Promise<void> {
  const file = path.join(OUT, name);
  await page.screenshot({ path: file });
  console.log(`${file} (${Math.round((await fs.stat(file)).size / 1024)} KB)`);
}

/** The staff screens, the header search and the users' roles, signed in as the admin through the login form. */
async function shootStaffScreens(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email Address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/user-management`);
  const screens = await staffScreens();
  // The weekly digest's unsubscribe page (a mailed link, no login), for the signed-in admin's own id.
  const { id } = await page.evaluate(() =>
    fetch('/api/user/me', { headers: { Authorization: `Bearer ${localStorage.getItem('login')}` } }).then((r) =>
      r.json(),
    ),
  );
  const secret = (await fs.readFile(path.join(dataDir, 'jwt-secret.txt'), 'utf8')).trim();
  screens.push([`/unsubscribe-digest?token=${new UnsubscribeTokens(secret).sign(id)}`, 'Weekly Digest']);
  const named = new Set<string>();
  for (const [route, heading] of screens) {
    await page.goto(`${baseUrl}${route}`);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 30_000 });
    await page
      .locator('.ant-skeleton')
      .first()
      .waitFor({ state: 'detached', timeout: 20_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await chartsDrawn(page);
    // A record's own screen is named after its list's path, with `-details` when nothing else tells them apart.
    const base = route
      .replace(/\?.*$/, '')
      .replace(/^\//, '')
      .replace(/\/\d+$/, '')
      .replace(/\//g, '-');
    const name = named.has(base) ? `${base}-details` : base;
    named.add(name);
    const file = path.join(OUT, `${name}.png`);
    // The overview is the README's picture of it: the whole page, down to the drop-off curve.
    await page.screenshot({ path: file, fullPage: route === '/overview' });
    const { size } = await fs.stat(file);
    if (size > MAX_BYTES) throw new Error(`${file} is ${size} bytes, over ${MAX_BYTES}`);
    console.log(`${file} (${Math.round(size / 1024)} KB)`);
  }
  // The header search with its hits open: no screen of its own, so shown over the first one.
  await page.goto(`${baseUrl}/user-management`);
  await page.getByRole('combobox', { name: 'Search lectures, chapters and captions' }).fill('bets');
  await page.getByRole('option').first().waitFor({ timeout: 30_000 });
  // The list slides in: the picture waits for it to finish.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await shoot(page, 'header-search.png');
  // The users with their roles, at 1440 px: the Role column tells staff from members whose membership lapsed.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl}/user-management`);
  await page.getByRole('columnheader', { name: 'Role', exact: true }).waitFor({ timeout: 30_000 });
  await page.getByRole('cell', { name: 'Admin', exact: true }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await shoot(page, 'staff-users-roles.png');
}

/**
 * The parts `npm run screenshots -- <part>…` renders (`live` alone, say); with none named, all of them in
 * this order: the member first, whose watching and payment give the staff overview something to show.
 */
const PARTS: Record<string, (page: Page) => Promise<string[] | void>> = {
  member: (page) => shootMemberScreens(page, OUT),
  billing: (page) => shootBillingScreens(page, OUT),
  live: (page) => shootLiveScreens(page, OUT),
  staff: shootStaffScreens,
};
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !(part in PARTS));
if (unknown.length > 0)
  throw new Error(`no screenshot part ${unknown.join(', ')}: one of ${Object.keys(PARTS).join(', ')}`);

const provided: Record<string, unknown> = {};
// One worker's worth: one product.
const teardown = await setup({
  config: { maxWorkers: 1 },
  provide: (key: string, value: unknown) => (provided[key] = value),
} as unknown as TestProject);
const [started] = provided.products as Product[];
const { baseUrl, dataDir } = started;
useProduct(started);
const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-shots-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  viewport: { width: 1280, height: 800 },
  args: CHROMIUM_FLAGS,
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await fs.mkdir(OUT, { recursive: true });
  for (const [part, shootPart] of Object.entries(PARTS)) {
    if (asked.length > 0 && !asked.includes(part)) continue;
    for (const file of (await shootPart(page)) ?? [])
      console.log(`${file} (${Math.round((await fs.stat(file)).size / 1024)} KB)`);
  }
} finally {
  await context.close();
  await fs.rm(profile, { recursive: true, force: true });
  await teardown();
}
