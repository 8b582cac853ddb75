import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { newAccount, resetStorage, signInWithApi, signUpSubscribed, signUpVerified } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { asStaff } from './helpers/staff-api.js';
import { tourStepShown } from './helpers/tour.js';

/** What a member sees (or the console says) when a tour step cannot be shown, the network fails, or help pops up. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
beforeEach(() => resetStorage(browser.page));

const WAIT = { timeout: 20_000 };
const link = (path: string) => `nav[aria-label="Main"] a[href="${path}"]`;

it('says "Error: Network response was not ok" when the server cannot be reached', async () => {
  const { page, baseUrl } = browser;
  const account = await signUpVerified(newAccount('offline'));
  await page.goto(`${baseUrl}/login`);
  await page.route('**/api/auth/signin', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Error: Network response was not ok').waitFor(WAIT);
  await page.unroute('**/api/auth/signin');
});

it("wraps the player's help text at 300 px", async () => {
  const { page } = browser;
  const [lecture] = await asStaff<{ id: number }[]>('GET', 'lectures?_start=0&_end=1');
  const account = await signUpSubscribed(newAccount('help'));
  await signInWithApi(page, account, `/lecture-management/lecture-details/${lecture.id}`);
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).focus();
  const help = page.getByRole('tooltip').filter({ hasText: 'Space plays or pauses' });
  await help.waitFor(WAIT);
  const popup = page.locator('.ant-tooltip').filter({ hasText: 'Space plays or pauses' });
  expect(await popup.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('300px');
  expect((await popup.boundingBox())!.width).toBeLessThanOrEqual(300);
});

it('skips tour steps whose sidebar link is missing or hidden, and says why in the console', async () => {
  const { context, page } = browser;
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Before the tour looks: the Library link points elsewhere (not mounted), the Help link is hidden.
  await context.addInitScript(
    ([library, help]) => {
      new MutationObserver(() => {
        document.querySelector(library)?.setAttribute('href', '/content-library-moved');
        document.querySelector<HTMLElement>(help)?.style.setProperty('visibility', 'hidden');
      }).observe(document, { childList: true, subtree: true });
    },
    [link('/content-library'), link('/help-form')],
  );
  await signInWithApi(page, await signUpSubscribed(newAccount('tour')), '/dashboard');
  await tourStepShown(page, 'This is your Dashboard, where you can view insights.');
  expect(warnings).toEqual(
    expect.arrayContaining([
      `Target not mounted ${link('/content-library')}`,
      `Target not visible ${link('/help-form')}`,
    ]),
  );
  // The Library step is skipped: Saved videos follows Modules; the Help step too, so Live is the last.
  for (const next of [
    'Manage your profile details here.',
    'Browse different learning modules here.',
    'Watch your saved videos anytime from here.',
    'Practise the spots you missed, each back when it is due.',
    'Work out how a hand or range does against others, on any board.',
    'Join live classes with the coaches, and add the next ones to your calendar.',
  ]) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await tourStepShown(page, next);
  }
  await page.getByRole('button', { name: 'Last', exact: true }).waitFor();
});
