import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UnsubscribeTokens } from '../../server/modules/digest/unsubscribe-tokens.js';
import { type Account, resetStorage, signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { waitForTheme } from './helpers/page-state.js';
import { product } from './helpers/product.js';

/** The weekly digest: the profile's opt-in switch and the mail's one-click unsubscribe page. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const WAIT = { timeout: 20_000 };
const SETTING = 'Weekly digest of new lectures';

async function signInApi(account: Account): Promise<string> {
  const answer = await fetch(`${product().baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await answer.json()) as { token: string }).token;
}

async function digestSetting(token: string): Promise<boolean> {
  const answer = await fetch(`${product().baseUrl}/api/user/weekly-digest`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { weeklyDigest: boolean }).weeklyDigest;
}

/** The link a digest mail would carry for this member: signed with the server's own secret (it lives in DATA_DIR). */
async function unsubscribeLink(token: string): Promise<string> {
  const me = await fetch(`${product().baseUrl}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: number };
  const secret = (await fs.readFile(path.join(product().dataDir, 'jwt-secret.txt'), 'utf8')).trim();
  return `/unsubscribe-digest?token=${new UnsubscribeTokens(secret).sign(id)}`;
}

/** The switch once its saved state has loaded. */
async function digestSwitch() {
  const toggle = browser.page.getByRole('switch', { name: SETTING });
  await toggle.waitFor(WAIT);
  await expect.poll(() => toggle.isEnabled(), WAIT).toBe(true);
  return toggle;
}

it('turns the weekly digest off on the profile, and it stays off after a reload', async () => {
  const { page, baseUrl } = browser;
  const member = await signUpSubscribed();
  await signInWithApi(page, member, '/profile');
  const toggle = await digestSwitch();
  expect(await toggle.getAttribute('aria-checked')).toBe('true');

  await toggle.click();
  await page.getByText('Weekly digest turned off').waitFor(WAIT);
  expect(await toggle.getAttribute('aria-checked')).toBe('false');

  await page.reload();
  expect(await (await digestSwitch()).getAttribute('aria-checked')).toBe('false');
  expect(await digestSetting(await signInApi(member))).toBe(false);
  await page.goto(`${baseUrl}/login`);
  await resetStorage(page);
});

it('unsubscribes from the mailed link without signing in, and says when a link is not valid', async () => {
  const { page, baseUrl } = browser;
  const member = await signUpSubscribed();
  const token = await signInApi(member);
  expect(await digestSetting(token)).toBe(true);
  await resetStorage(page);

  await page.goto(`${baseUrl}${await unsubscribeLink(token)}`);
  await page.getByText('You are unsubscribed from the weekly digest').waitFor(WAIT);
  expect(await digestSetting(token)).toBe(false);

  const forged = (await unsubscribeLink(token)).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  await page.goto(`${baseUrl}${forged}`);
  await page.getByText('This unsubscribe link is not valid').waitFor(WAIT);
});

for (const theme of ['light', 'dark'] as const) {
  it(`finds no serious or critical violation on the unsubscribe page and the profile's switch in the ${theme} theme`, async () => {
    const { page, baseUrl } = browser;
    const member = await signUpSubscribed();
    const token = await signInApi(member);
    await resetStorage(page);
    await page.evaluate((dark) => localStorage.setItem('isDark', String(dark)), theme === 'dark');
    const found: Record<string, string[]> = {};
    const check = async (name: string) => {
      await waitForTheme(page, theme);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[name] = violations;
    };

    await page.goto(`${baseUrl}${await unsubscribeLink(token)}`);
    await page.getByText('You are unsubscribed from the weekly digest').waitFor(WAIT);
    await check('unsubscribed');
    await page.goto(`${baseUrl}/unsubscribe-digest?token=1-bad`);
    await page.getByText('This unsubscribe link is not valid').waitFor(WAIT);
    await check('bad link');

    await signInWithApi(page, member, '/profile');
    await page.evaluate((dark) => localStorage.setItem('isDark', String(dark)), theme === 'dark');
    await page.reload();
    await digestSwitch();
    await check('profile');
    expect(found).toEqual({});
    await resetStorage(page);
  });
}
