import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { staffNavFor } from '../../src/layout/nav-items.js';
import { STAFF_RULES_OF } from '../unit/helpers/staff-rules.js';
import { resetStorage, sidebarLinks, signInAs, signInWithApi, signUpVerified, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { waitForTheme } from './helpers/page-state.js';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
beforeEach(() => resetStorage(browser.page));

/** Each staff resource's link, as its folder declares it, then the profile. */
const STAFF_SIDEBAR = staffNavFor({ role: 'admin', staffRules: STAFF_RULES_OF.admin }).map((item) => item.label);

it('lands staff on /user-management with the staff sidebar and the staff title, remembered for 30 days', async () => {
  const { page } = browser;
  expect(await signInAs(page, STAFF, { remember: true })).toBe('/user-management');
  const token = (await page.evaluate(() => localStorage.getItem('login')))!;
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
  expect(exp * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
  expect(await sidebarLinks(page)).toEqual(STAFF_SIDEBAR);
  expect(await page.title()).toBe('Poker | User Management');
  const active = page.getByRole('navigation', { name: 'Main' }).locator('.ant-menu-item-selected');
  expect(await active.innerText()).toBe('User Management');
});

it('sends a visitor without a login from a protected URL to /login', async () => {
  const { page, baseUrl } = browser;
  for (const path of ['/dashboard', '/user-management', '/profile/change-password']) {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForURL(`${baseUrl}/login`);
  }
  await page.getByRole('heading', { name: 'Login' }).waitFor();
});

it('shows Page not found with a link to /dashboard for unknown paths', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/no/such/page`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
});

it('sends a member away from staff screens', async () => {
  const { page, baseUrl } = browser;
  await signInAs(page, await signUpVerified());
  await page.goto(`${baseUrl}/category-management`);
  await page.waitForURL(`${baseUrl}/select-plan`);
});

it('keeps the dark theme across a reload', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/login`);
  await waitForTheme(page, 'light');
  await signInAs(page, STAFF);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  await waitForTheme(page, 'dark');
  expect(await page.evaluate(() => localStorage.getItem('isDark'))).toBe('true');
});

it('fits a 360 px phone without horizontal scrolling, the sidebar floating over dimmed content that closes it', async () => {
  const { page, baseUrl } = browser;
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await signInWithApi(page, STAFF, '/user-management');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tag Management' }).click();
    await page.waitForURL(`${baseUrl}/tag-management`);
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The open sidebar dims the content; a tap there, or Escape, closes it.
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 330, y: 300 } });
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByTestId('sidebar-backdrop').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(await page.getByTestId('sidebar-backdrop').count()).toBe(0);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

it('collapses the sidebar at 991 px and toggles it from the header', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 991, height: 800 });
  try {
    await signInAs(page, STAFF);
    const toggle = page.getByRole('button', { name: 'Expand sidebar' });
    await toggle.waitFor();
    await toggle.click();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});
