import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEPENDENT_CATEGORY } from '../../common/catalogue.js';
import { REVIEW_TEXTS } from '../../portal/review/texts.js';
import { browserAsNewMember } from './helpers/accounts.js';
import type { Browser } from './helpers/browser.js';
import { appTookOver, onPhone, withoutScripts } from './helpers/page-state.js';

/**
 * The member pages the server draws besides the dashboard and the lecture page, each taken over by the app
 * where it stands (docs/ARCHITECTURE.md#pages-drawn-by-the-server).
 */
let browser: Browser;
let saved: string;

beforeAll(async () => {
  // The first visit is the plain page: the app then keeps the cookies that let the server draw the next.
  ({ browser } = await browserAsNewMember());
  await browser.page.getByText('Total Watch Time').waitFor();
  saved = await browser.page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('login')}`, 'Content-Type': 'application/json' };
    const [lecture]: { id: number; name: string }[] = await (await fetch('/api/lectures', { headers })).json();
    await fetch('/api/user/create-favorite', {
      method: 'POST',
      headers,
      body: JSON.stringify({ lectureId: lecture!.id }),
    });
    return lecture!.name;
  });
});
afterAll(() => browser.close());

/** Each page, and the parts whose place must not change when the app takes it over. */
const pages: { address: string; parts: (page: Page) => Locator[] }[] = [
  {
    address: '/lecture-management',
    parts: (page) => [
      page.getByRole('heading', { level: 1, name: "NLHE (No-Limit Hold'em)" }),
      page.getByRole('heading', { level: 2 }).first(),
      page.getByRole('heading', { level: 3 }).first(),
      page.getByRole('combobox', { name: 'Category' }),
    ],
  },
  {
    address: '/content-library',
    parts: (page) => [
      page.getByRole('heading', { level: 1, name: 'Content Library' }),
      page.getByRole('heading', { name: INDEPENDENT_CATEGORY.title }),
      page.getByRole('combobox', { name: 'Course' }),
    ],
  },
  {
    address: '/saved-videos',
    parts: (page) => [
      page.getByRole('heading', { level: 1, name: 'Saved Videos' }),
      page.getByRole('tab', { name: 'Saved videos' }),
      page.getByRole('heading', { level: 3, name: saved }),
      page.getByRole('progressbar', { name: `${saved} watched` }),
    ],
  },
  {
    address: '/review',
    parts: (page) => [
      page.getByRole('heading', { level: 1, name: REVIEW_TEXTS.title }),
      page.getByText(REVIEW_TEXTS.nothingDue),
    ],
  },
  {
    address: '/profile',
    parts: (page) => [
      page.getByRole('heading', { level: 1, name: 'My Profile' }),
      page.getByRole('button', { name: 'Edit Profile' }),
      page.getByRole('button', { name: 'Change Password' }),
      page.getByText('Follow Us'),
    ],
  },
  {
    address: '/equity',
    parts: (page) => [
      page.getByRole('heading', { level: 1, name: 'Equity calculator' }),
      page.getByRole('button', { name: 'Add opponent' }),
      page.getByRole('textbox', { name: 'Board' }),
    ],
  },
];

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box, `${locator} on the page`).not.toBeNull();
  return box!;
};

/**
 * The page as a browser paints it before any script runs, and the app's page once it took over: two
 * loads, each measured in its final state (the first with JavaScript off, so nothing changes it later).
 */
async function takeOver(page: Page, address: string, parts: (page: Page) => Locator[]) {
  const url = `${browser.baseUrl}${address}`;
  const partsWithHeader = (on: Page) => [on.locator('header.ant-layout-header'), ...parts(on)];
  const before = await withoutScripts(page, url, async (drawn) => {
    await expect(drawn.locator('#drawn-answers').count(), `${address} drawn`).resolves.toBe(1);
    return Promise.all(partsWithHeader(drawn).map(boxOf));
  });
  await page.goto(url);
  await appTookOver(page);
  return { before, after: await Promise.all(partsWithHeader(page).map(boxOf)) };
}

describe('the member pages drawn by the server', () => {
  it.each(pages)('$address is taken over by the app on a desktop where it stands', async ({ address, parts }) => {
    const { before, after } = await takeOver(browser.page, address, parts);
    expect(after).toEqual(before);
  });

  it.each(pages)('$address is taken over by the app on a phone where it stands', async ({ address, parts }) => {
    const { page } = browser;
    // The view cookie is scoped to the drawn pages: the phone's width is written where the page can see it.
    await page.goto(`${browser.baseUrl}${address}`);
    await onPhone(page, async () => {
      const { before, after } = await takeOver(page, address, parts);
      expect(after).toEqual(before);
    });
  });
});
