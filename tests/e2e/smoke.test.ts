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
  // The file holds the light theme, the same whatever the system's motion setting (these tests ask for less).
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
});

it.each([
  ['reduce', false],
  ['no-preference', true],
] as const)('with the system asking for %s motion, moves the page: %s', async (reducedMotion, moves) => {
  const { page, baseUrl } = browser;
  await page.emulateMedia({ reducedMotion });
  try {
    await page.goto(`${baseUrl}/login`);
    const login = page.getByRole('button', { name: 'Login' });
    // Every class an element takes while the empty form's errors appear: antd's enter and leave motion is a class.
    await page.evaluate(() => {
      const seen = new Set<string>();
      const note = (node: Node) => node instanceof Element && node.classList.forEach((name) => seen.add(name));
      new MutationObserver((records) =>
        records.forEach((record) => [record.target, ...record.addedNodes].forEach(note)),
      ).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      Object.assign(window, { motionClassesSeen: seen });
    });
    await login.click();
    await page.getByText('Please enter your email address').waitFor();
    const motionClasses = await page.evaluate(() =>
      [...(window as unknown as { motionClassesSeen: Set<string> }).motionClassesSeen].filter((name) =>
        /-(appear|enter)$/.test(name),
      ),
    );
    if (moves) expect(motionClasses).not.toEqual([]);
    else expect(motionClasses).toEqual([]);
    // The button's colours change on hover in a transition, or at once.
    expect(await login.evaluate((button) => getComputedStyle(button).transitionDuration !== '0s')).toBe(moves);
    // A toast bounces in and out, or comes and goes at once (a check reading it mid-fade would see faint text).
    await page.getByLabel('Email Address').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await login.click();
    const toast = page.locator('.Toastify__toast');
    await toast.waitFor();
    const toastSeconds = await page.evaluate(() => {
      const probe = document.body.appendChild(
        Object.assign(document.createElement('div'), { className: 'Toastify--animate' }),
      );
      const { animationDuration } = getComputedStyle(probe);
      probe.remove();
      return parseFloat(animationDuration);
    });
    expect(toastSeconds > 0.1).toBe(moves);
    // Its entrance ends (its time runs from then on), and so does its exit: it goes.
    await expect.poll(() => toast.getAttribute('class')).not.toContain('Toastify--animate');
    await toast.getByRole('button', { name: 'close' }).click();
    await toast.waitFor({ state: 'detached' });
  } finally {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  }
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
