import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { E2E_SOCIAL_X_URL } from './helpers/global-setup.js';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it('serves the built client with its assets and no console errors', async () => {
  const errors: string[] = [];
  browser.page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await browser.page.goto(`${browser.baseUrl}/`);
  expect(response?.status()).toBe(200);
  await browser.page.locator('#root *').first().waitFor();
  expect(await browser.page.title()).toMatch(/^Poker/);
  expect(errors).toEqual([]);
});

it('falls back to the app for deep links', async () => {
  const response = await browser.page.goto(`${browser.baseUrl}/some/deep/link`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/text\/html/);
});

it('links the sidebar to the social pages the server is configured with', async () => {
  await signInWithApi(browser.page, STAFF, '/user-management');
  await expect
    .poll(() => browser.page.getByRole('link', { name: 'Poker on X' }).getAttribute('href'), { timeout: 15_000 })
    .toBe(E2E_SOCIAL_X_URL);
});
