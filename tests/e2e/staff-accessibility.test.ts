import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAs, STAFF } from './helpers/accounts.js';
import { openBrowser, type Browser } from './helpers/browser.js';
import { seriousViolations } from './helpers/staff-api.js';
import { staffScreens } from './helpers/staff-screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  await signInAs(browser.page, STAFF);
});
afterAll(() => browser.close());

for (const theme of ['light', 'dark'] as const) {
  it(`finds no serious or critical violation on any staff screen in the ${theme} theme`, { timeout: 240_000 }, async () => {
    const { page, baseUrl } = browser;
    await page.evaluate((dark) => localStorage.setItem('isDark', String(dark)), theme === 'dark');
    const found: Record<string, string[]> = {};
    for (const [path, heading] of await staffScreens()) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 20_000 });
      // Lists and details are read before they are judged.
      await page.locator('.ant-skeleton, .ant-table-placeholder .ant-spin').first().waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}
