import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, STAFF } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { openInApp, waitForTheme } from './helpers/page-state.js';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Each account screen with the text that proves it has rendered. */
const SCREENS = [
  ['/login', 'Remember Me'],
  ['/sign-up', 'User Name'],
  ['/forget-password', 'Continue'],
  ['/reset-password?token=abc', 'Confirm Password'],
  ['/thankyou-verification?token=abc', 'Verification Error, Please try again.'],
] as const;

for (const theme of ['light', 'dark'] as const) {
  it(`finds no serious or critical violation on the account screens in the ${theme} theme`, async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.evaluate((dark) => localStorage.setItem('isDark', String(dark)), theme === 'dark');
    // The app starts again on the first screen, in the theme just stored; the others are reached through its router.
    await page.reload();
    const found: Record<string, string[]> = {};
    for (const [path, marker] of SCREENS) {
      await openInApp(page, path);
      await page.getByText(marker).first().waitFor();
      await waitForTheme(page, theme);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    // The code screen is only reachable from step 1 (the email travels in the router state); its toast is judged too.
    await openInApp(page, '/forget-password');
    await page.getByLabel('Email Address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Digit 1 of 4').waitFor();
    const codeViolations = await seriousViolations(page);
    if (codeViolations.length > 0) found['/forget-password2'] = codeViolations;
    expect(found).toEqual({});
  });
}

for (const theme of ['light', 'dark'] as const) {
  it(`finds no serious or critical violation in the signed-in shell (header, sidebar, change password) in the ${theme} theme`, async () => {
    const { page } = browser;
    await signInWithApi(browser.page, STAFF, '/login');
    await page.evaluate((dark) => localStorage.setItem('isDark', String(dark)), theme === 'dark');
    await page.goto(`${browser.baseUrl}/profile/change-password`);
    await page.getByLabel('Current Password').waitFor();
    await waitForTheme(page, theme);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  });
}
