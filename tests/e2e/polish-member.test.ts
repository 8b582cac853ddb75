import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, browserAsNewMember, newAccount, signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { textContrast } from './helpers/boxes.js';
import type { Browser } from './helpers/browser.js';
import { demoLecture } from './helpers/demo-lectures.js';
import { openIn, SIZES_AND_THEMES } from './helpers/looks.js';
import { forgetPageCookies } from './helpers/page-state.js';
import { watchLecture } from './helpers/watch.js';

/** What a new paying member notices first: the dashboard's figures and the help form. */
let browser: Browser;
let member: Account;
beforeAll(async () => {
  ({ browser, member } = await browserAsNewMember());
});
afterAll(() => browser.close());

const WAIT = { timeout: 20_000 };
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

it.each(SIZES_AND_THEMES)(
  'gives a member with nothing watched minutes and a neutral change at $width×$height ($theme theme)',
  async (look) => {
    const { page } = browser;
    await openIn(page, '/dashboard', look);
    const watchTime = page.locator('.ant-card').filter({ hasText: 'Total Watch Time' });
    await watchTime.getByText('minutes').waitFor(WAIT);
    expect(await watchTime.innerText()).not.toContain('hours');
    for (const title of ['Total Watch Time', 'Total Completed Videos']) {
      const card = page.locator('.ant-card').filter({ hasText: title });
      await card.getByText('0 % Since last week').waitFor(WAIT);
      expect(await textContrast(card.getByText('0 % Since last week'))).toBeGreaterThanOrEqual(4.5);
      // A green up arrow beside "0 %" would read as progress.
      expect(await card.locator('.anticon-arrow-up, .anticon-arrow-down').count()).toBe(0);
      expect(await card.locator('.anticon-minus').count()).toBe(1);
    }
  },
);

let watchedThisWeek: Promise<void> | undefined;
/** A demo lecture (it plays a real video), watched to the end: something this week, nothing the week before. */
async function watchFirstLecture() {
  const { page } = browser;
  const signedInGet = (path: string) =>
    page.evaluate(async (url) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('login')}` };
      return (await fetch(url, { headers })).json();
    }, path);
  const lectures = (await signedInGet('/api/lectures')) as { id: number; name: string }[];
  await watchLecture(page, demoLecture(lectures, 'lecture-01').id, 'end');
  await expect.poll(async () => (await signedInGet('/api/user/dashboard')).totalCompletedVideos, WAIT).toBe(1);
}

it.each(SIZES_AND_THEMES)(
  'gives a first week a neutral "New this week", not a green ↑ 100 %, at $width×$height ($theme theme)',
  async (look) => {
    const { page } = browser;
    watchedThisWeek ??= watchFirstLecture();
    await watchedThisWeek;
    await openIn(page, '/dashboard', look);
    for (const title of ['Total Watch Time', 'Total Completed Videos']) {
      const card = page.locator('.ant-card').filter({ hasText: title });
      await card.getByText('New this week').waitFor(WAIT);
      expect(await textContrast(card.getByText('New this week'))).toBeGreaterThanOrEqual(4.5);
      expect(await card.innerText()).not.toContain('100 %');
      expect(await card.locator('.anticon-arrow-up, .anticon-arrow-down').count()).toBe(0);
      expect(await card.locator('.anticon-minus').count()).toBe(1);
    }
  },
);

it.each(VIEWPORTS)(
  'prefills the signed-in member’s name and email on the help form at $width×$height',
  async (size) => {
    const { page, baseUrl } = browser;
    await page.setViewportSize(size);
    await page.goto(`${baseUrl}/help-form`);
    const email = page.getByLabel('Email Address');
    await page.waitForFunction(
      (expected) => (document.querySelector<HTMLInputElement>('input[type=email]')?.value ?? '') === expected,
      member.email,
      WAIT,
    );
    expect(await email.inputValue()).toBe(member.email);
    expect(await page.getByLabel('Name').inputValue()).toBe(member.name);
  },
);

it('never shows a bare course id in the Content Library while the courses load', async () => {
  const { page, baseUrl } = browser;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/courses', async (route) => {
    await held;
    await route.continue();
  });
  // The plain page: a drawn one carries the courses.
  await forgetPageCookies(page, baseUrl);
  await page.goto(`${baseUrl}/content-library`);
  const course = page
    .getByRole('combobox', { name: 'Course' })
    .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
  await course.waitFor(WAIT);
  expect((await course.innerText()).trim()).toBe('');
  release();
  await course.getByText("NLHE (No-Limit Hold'em)").waitFor(WAIT);
  await page.unroute('**/api/courses');
});

it.each(VIEWPORTS)('writes the tour tooltip in the app’s font, not a serif face, at $width×$height', async (size) => {
  const { page } = browser;
  await page.setViewportSize(size);
  // A member who has not seen the tour yet.
  await signInWithApi(page, await signUpSubscribed(newAccount('tourfont')), '/dashboard');
  const text = page.getByText('This is your Dashboard, where you can view insights.');
  await text.waitFor(WAIT);
  const [tooltipFont, appFont] = await text.evaluate((element) => [
    getComputedStyle(element).fontFamily,
    getComputedStyle(document.querySelector('main') ?? document.body).fontFamily,
  ]);
  expect(tooltipFont).toBe(appFont);
  expect(tooltipFont).not.toMatch(/^(serif|"?Times)/);
});
