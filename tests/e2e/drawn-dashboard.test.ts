import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_COOKIES } from '../../common/drawn-page.js';
import { PORTAL_TEXTS } from '../../portal/constants.js';
import { type Account, browserAsNewMember, signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import type { Browser } from './helpers/browser.js';
import { appTookOver, onPhone, waitForTheme, withoutScripts } from './helpers/page-state.js';

/** The dashboard the server draws for a signed-in member (docs/ARCHITECTURE.md#pages-drawn-by-the-server). */
let browser: Browser;
let member: Account;

beforeAll(async () => {
  // The first visit is the plain page: the app then keeps the cookies that let the server draw the next.
  ({ browser, member } = await browserAsNewMember());
  await browser.page.getByText('Total Watch Time').waitFor();
  // Saved videos with their pictures, beside the demo's promotion: a dashboard with something in it.
  await browser.page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('login')}`, 'Content-Type': 'application/json' };
    const lectures: { id: number }[] = await (await fetch('/api/lectures', { headers })).json();
    for (const { id } of lectures.slice(0, 2))
      await fetch('/api/user/create-favorite', { method: 'POST', headers, body: JSON.stringify({ lectureId: id }) });
  });
});
afterAll(() => browser.close());

const pageCookie = async (name: string) =>
  (await browser.context.cookies(`${browser.baseUrl}/dashboard`)).find((cookie) => cookie.name === name);

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
};

describe('the dashboard drawn by the server', () => {
  it('keeps the cookies, scoped to the dashboard and same-site only, as the app signs in', async () => {
    const key = await pageCookie(PAGE_COOKIES.key);
    expect(key?.path).toBe('/dashboard');
    expect(key?.sameSite).toBe('Strict');
    expect((await pageCookie(PAGE_COOKIES.view))?.value).toBe('light.1280');
  });

  it("shows the member's figures and frame with JavaScript off", async () => {
    await withoutScripts(browser.page, `${browser.baseUrl}/dashboard`, async (page) => {
      await expect(page.getByText('Total Watch Time').isVisible()).resolves.toBe(true);
      await expect(page.getByText('Total Completed Videos').isVisible()).resolves.toBe(true);
      await expect(page.locator('.header-username').innerText()).resolves.toBe(member.name);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Saved Videos').isVisible()).resolves.toBe(
        true,
      );
    });
  });

  /** The parts whose place must not change when the app takes the drawn page over. */
  const partsOf = (page: Page) => [
    page.locator('header.ant-layout-header'),
    page.getByRole('search'),
    page.getByText('Total Watch Time'),
    page.getByText('Total Completed Videos'),
    page.getByRole('heading', { name: 'Your Saved Videos' }),
    page.getByRole('button', { name: 'User menu' }),
  ];

  /**
   * The drawn page as a browser paints it before any script runs, and the app's page once it took over:
   * two loads, each measured in its final state. The first has JavaScript off, so nothing can change it
   * after its load event; no script is held back and no moment between the two is caught.
   */
  async function takeOver(page: Page) {
    const url = `${browser.baseUrl}/dashboard`;
    const before = await withoutScripts(page, url, (drawn) => Promise.all(partsOf(drawn).map(boxOf)));
    await page.goto(url);
    await appTookOver(page);
    return { before, after: await Promise.all(partsOf(page).map(boxOf)) };
  }

  it('is taken over by the app on a phone where it stands: nothing moves', async () => {
    const { page } = browser;
    await onPhone(page, async () => {
      const { before, after } = await takeOver(page);
      expect(after).toEqual(before);
      expect(await page.getByRole('button', { name: 'Expand sidebar' }).isVisible()).toBe(true);
    });
  });

  it('is taken over by the app on a desktop where it stands: nothing moves, and then everything works', async () => {
    const { page, baseUrl } = browser;
    const { before, after } = await takeOver(page);
    expect(after).toEqual(before);
    // The app's own controls: the theme toggle works, and the next visit is drawn in that theme.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await waitForTheme(page, 'dark');
    expect((await pageCookie(PAGE_COOKIES.view))?.value).toBe('dark.1280');
    const html = await (await page.request.get(`${baseUrl}/dashboard`)).text();
    expect(html).toContain('<html lang="en" data-theme="dark"');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await waitForTheme(page, 'light');
  });

  it("leaves a page drawn for another member than the app's session, and shows its own member's", async () => {
    const { page, baseUrl } = browser;
    const drawnCookies = await browser.context.cookies(`${baseUrl}/dashboard`);
    const other = await signUpSubscribed();
    await signInWithApi(page, other, '/api/health', { tourSeen: true });
    // The page's cookie still names the first member, as when another tab signs in while the page loads.
    await browser.context.addCookies(drawnCookies);
    expect(await (await page.request.get(`${baseUrl}/dashboard`)).text()).toContain('id="drawn-answers"');
    await page.goto(`${baseUrl}/dashboard`);
    await appTookOver(page);
    // The first member has two saved videos; the app's own member has none.
    await page.getByText(PORTAL_TEXTS.noFavouritesDashboard).waitFor();
    expect(await page.locator('.header-username').innerText()).toBe(other.name);
  });

  it('forgets the cookies on logout', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure you want to logout?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page.getByRole('dialog', { name: 'Successfully Logged Out' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await pageCookie(PAGE_COOKIES.key)).toBeUndefined();
    expect(await pageCookie(PAGE_COOKIES.view)).toBeUndefined();
  });
});
