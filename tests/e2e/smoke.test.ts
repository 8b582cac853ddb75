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

it('styles the login page from the built antd CSS file, not from styles generated in the browser', async () => {
  const { page, baseUrl } = browser;
  // The file holds the light theme with motion, what a first visitor gets; reduced motion is another theme.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  const linked = await page.locator('link[rel=stylesheet][href*="/assets/antd-"]').getAttribute('href');
  expect((await fetch(`${baseUrl}${linked}`)).status).toBe(200);
  // antd writes a <style> per component it styles at run time; the file already holds these.
  const generated = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent ?? '').join('\n'),
  );
  for (const component of ['.ant-btn', '.ant-form', '.ant-input', '.ant-checkbox', '.ant-typography'])
    expect(generated).not.toContain(component);
  // …and the button still has the theme's green fill.
  const fill = await page
    .getByRole('button', { name: 'Login' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(fill).toBe('rgb(23, 101, 63)');
  await page.emulateMedia({ reducedMotion: 'reduce' });
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
