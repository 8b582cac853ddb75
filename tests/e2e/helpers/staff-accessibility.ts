import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAs, STAFF } from './accounts.js';
import { contrastViolations, seriousViolations } from './axe.js';
import { type Browser, openBrowser } from './browser.js';
import { openInApp } from './page-state.js';
import { addUserAsStaff, asStaff } from './staff-api.js';
import { staffScreens } from './staff-screens.js';

const PAGE_SIZE = 8;

/**
 * Every staff screen through axe in one theme (every rule in the light one, the contrast in the dark
 * one), and the list pager's hover and press states. One file
 * per theme, so the browser suite's two workers take one theme each instead of one worker taking both.
 */
export function checkStaffScreens(theme: 'light' | 'dark'): void {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
    // A second page of users, so the pager's buttons can be hovered and pressed.
    const { length: users } = await asStaff<unknown[]>('GET', 'user/getAll');
    for (let i = users; i <= PAGE_SIZE; i += 1) {
      await addUserAsStaff('pager');
    }
    await signInAs(browser.page, STAFF);
  });
  afterAll(() => browser.close());

  const setTheme = () =>
    browser.page.evaluate((dark) => localStorage.setItem('isDark', String(dark)), theme === 'dark');

  // 26 screens took up to 150 s at a load average of 9 on the two-core box (85 s idle).
  it(
    `finds no serious or critical violation on any staff screen in the ${theme} theme`,
    { timeout: 420_000 },
    async () => {
      const { page, baseUrl } = browser;
      await setTheme();
      const found: Record<string, string[]> = {};
      const screens = await staffScreens();
      // A theme changes colours only: the light sweep runs every rule, the dark one the colours' contrast.
      const violationsOf = theme === 'light' ? seriousViolations : contrastViolations;
      for (const [path, heading] of screens) {
        // The app starts once, on the first screen; the others are reached through its router.
        if (path === screens[0][0]) await page.goto(`${baseUrl}${path}`);
        else await openInApp(page, path);
        await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 20_000 });
        await page.mouse.move(0, 0);
        const violations = await violationsOf(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    },
  );

  it(`keeps the list pager readable while Prev is hovered and pressed in the ${theme} theme`, async () => {
    const { page, baseUrl } = browser;
    await setTheme();
    await page.goto(`${baseUrl}/user-management`);
    await page.getByRole('button', { name: 'Next' }).click();
    const prev = page.getByRole('button', { name: 'Prev', disabled: false });
    await prev.hover();
    const hovered = await contrastViolations(page);
    await page.mouse.down();
    const pressed = await contrastViolations(page);
    // Released away from the button: no click, the page stays.
    await page.mouse.move(0, 0);
    await page.mouse.up();
    expect({ hovered, pressed }).toEqual({ hovered: [], pressed: [] });
  });
}
