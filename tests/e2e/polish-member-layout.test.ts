import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { TOUR_STEPS } from '../../portal/tour/tour-steps.js';
import {
  type Account,
  newAccount,
  signInAs,
  signInWithApi,
  signUpSubscribed,
  signUpVerified,
} from './helpers/accounts.js';
import { wcagViolations } from './helpers/axe.js';
import { pictureAspects, textContrast } from './helpers/boxes.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { demoLecture } from './helpers/demo-lectures.js';
import { openIn, SIZES_AND_THEMES, useTheme } from './helpers/looks.js';
import { holdCalls, mostLoaders, noLoaderLeft, settled, waitForTheme, watchLoaders } from './helpers/page-state.js';
import { playerReady } from './helpers/watch.js';

/** What a member notices in the first minutes: banners, the lecture page on a phone, loaders, alerts, the tour, the plan page. */
let browser: Browser;
let member: Account;
let lecture: { id: number; name: string };
beforeAll(async () => {
  browser = await openBrowser();
  member = await signUpSubscribed();
  await signInWithApi(browser.page, member, '/dashboard', { tourSeen: true });
  const lectures = await browser.page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('login')}` };
    return (await fetch('/api/lectures', { headers })).json();
  });
  // The first of its module, so Up next has one to offer.
  lecture = demoLecture(lectures, 'lecture-01');
});
afterAll(() => browser.close());

const WAIT = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
const THEMES = ['light', 'dark'] as const;

/** Each screen, the call that holds its first data back, and what it shows once everything arrived. */
const LOADING_SCREENS = [
  { path: '/dashboard', held: '**/api/user/dashboard', ready: 'Total Watch Time' },
  { path: '/content-library', held: '**/api/lectures', ready: 'Independent' },
  { path: '/lecture-management', held: '**/api/category/by-course/**', ready: 'View Video' },
  { path: '/profile', held: '**/api/user/me', ready: 'Full Name' },
];

it.each(LOADING_SCREENS)(
  'shows one loader at a time, in the layout of what comes, while $path loads',
  async ({ path, held, ready }) => {
    const { baseUrl } = browser;
    // The page as the app draws it itself (a first visit): one the server drew shows no loader at all. So
    // it opens in a context of its own, which has never run the app and so holds none of the page cookies
    // the app writes (clearing them in a used context raced a write still on its way to the cookie store).
    const fresh = await openBrowser();
    onTestFinished(() => fresh.close());
    const { page } = fresh;
    await page.setViewportSize({ width: 1440, height: 900 });
    // Signed in on a page that runs no app, which writes no page cookie.
    await signInWithApi(page, member, '/api/health', { tourSeen: true });
    const firstRead = await holdCalls(page, held);
    try {
      await page.goto(`${baseUrl}${path}`);
      // The screen's skeleton while its first call is held back; from here every change is counted.
      await page.locator('main .ant-skeleton').first().waitFor(WAIT);
      await watchLoaders(page);
    } finally {
      // Whatever happened, the calls go on: held ones would stall the tests after this one.
      await firstRead.release();
    }
    await page.locator('main').getByText(ready).first().waitFor(WAIT);
    await noLoaderLeft(page, WAIT.timeout);
    expect(await mostLoaders(page)).toBe(1);
  },
);

it('leaves the lecture page clickable, with no loader, while a heart has its lists read again', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/lecture-management/lecture-details/${lecture.id}`);
  const recent = page.getByRole('region', { name: 'Recent Videos' }).getByRole('link', { name: /^View Video: / });
  await recent.first().waitFor(WAIT);
  await settled(page);
  const other = (await recent.first().getAttribute('aria-label'))!.replace('View Video: ', '');
  await watchLoaders(page);
  // Recent Videos, read again on the heart's answer, is held: the page is looked at and used meanwhile.
  const readAgain = await holdCalls(page, '**/api/lectures/*/recent');
  try {
    await page.getByRole('button', { name: new RegExp(`^${lecture.name}: (not )?saved`) }).click();
    await readAgain.heard;
    expect(await mostLoaders(page)).toBe(0);
    await recent.first().click();
  } finally {
    await readAgain.release();
  }
  await page.getByRole('heading', { level: 1, name: other }).waitFor(WAIT);
});

it.each(SIZES_AND_THEMES)(
  'shows the dashboard’s promotion banner whole at $width×$height ($theme theme)',
  async (look) => {
    const { page } = browser;
    await openIn(page, '/dashboard', look);
    const banner = page.getByRole('region', { name: 'Promotions' }).locator('img').first();
    await banner.waitFor(WAIT);
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), WAIT)
      .toBe(true);
    const aspects = await pictureAspects(banner);
    expect(aspects.drawn).toBeCloseTo(aspects.natural, 1);
  },
);

it.each(SIZES_AND_THEMES)(
  'puts the lecture’s title and progress where they belong at $width×$height ($theme theme)',
  async (look) => {
    const { page } = browser;
    await openIn(page, `/lecture-management/lecture-details/${lecture.id}`, look);
    const title = page.getByRole('heading', { level: 1, name: lecture.name });
    await title.waitFor(WAIT);
    const video = (await page.locator('video.lecture-player__video').boundingBox())!;
    const heading = (await title.boundingBox())!;
    const spots = (await page.getByRole('heading', { level: 2, name: 'My spots' }).boundingBox())!;
    const progress = (await page.locator('[aria-labelledby="lecture-progress-label"]').boundingBox())!;
    if (look.width < 1200) {
      // Stacked: the title and progress right under the video, before My spots.
      expect(heading.y).toBeGreaterThan(video.y + video.height);
      expect(progress.y).toBeLessThan(spots.y);
      expect(heading.y).toBeLessThan(spots.y);
    } else {
      expect(heading.x).toBeGreaterThanOrEqual(video.x + video.width);
    }
  },
);

it.each(THEMES)('makes Up next readable at the end of a lecture and passes axe (%s theme)', async (theme) => {
  const { page, baseUrl } = browser;
  await page.setViewportSize({ width: 1440, height: 900 });
  await useTheme(page, theme);
  await page.goto(`${baseUrl}/lecture-management/lecture-details/${lecture.id}`);
  await waitForTheme(page, theme);
  await playerReady(page);
  // The page at rest first: Up next lasts seconds, so only its own box is checked then.
  expect(await wcagViolations(page)).toEqual([]);
  await page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    video.currentTime = video.duration;
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event('ended'));
  });
  const upNext = page.getByRole('status').filter({ hasText: 'Up next:' });
  // Focus in the card holds its countdown, which would otherwise open the next lecture mid-check (the
  // pointer would too, but axe's check parks it off the card).
  await upNext.getByRole('link').focus();
  const countdown = await upNext.getByText(/^Starts in \d s$/).innerText();
  expect(await textContrast(upNext.getByRole('link'))).toBeGreaterThanOrEqual(4.5);
  expect(await wcagViolations(page, '.ant-alert[role="status"]')).toEqual([]);
  expect(await upNext.getByText(/^Starts in \d s$/).innerText()).toBe(countdown);
  await useTheme(page, 'light');
});

it('signs in with the dashboard’s data already asked for while “Login Successfuly!” shows', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 1440, height: 900 });
  const askedFrom: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/dashboard') askedFrom.push(new URL(page.url()).pathname);
  });
  expect(await signInAs(page, member)).toBe('/dashboard');
  await page.getByText('Total Watch Time').waitFor(WAIT);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  // Asked once, from the login page during its delay: the dashboard took that answer.
  expect(askedFrom).toEqual(['/login']);
});

it('opens the sidebar for the tour on a phone, so every step points at a link a member can see', async () => {
  const { page } = browser;
  await page.setViewportSize(PHONE);
  await signInWithApi(page, await signUpSubscribed(newAccount('phonetour')), '/dashboard');
  for (const [index, step] of TOUR_STEPS.entries()) {
    await page.getByText(step.content).waitFor(WAIT);
    const link = page.locator(`nav[aria-label="Main"] a[href="${step.path}"]`);
    const box = (await link.boundingBox())!;
    expect(box.width, step.title).toBeGreaterThan(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // The link is drawn, not covered by the page: the sidebar over the content holds it.
    const onTop = await link.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const sider = element.closest('.ant-layout-sider')!.getBoundingClientRect();
      return sider.width > 0 && rect.right <= sider.right + 1;
    });
    expect(onTop, step.title).toBe(true);
    const last = index === TOUR_STEPS.length - 1;
    await page.getByRole('button', { name: last ? 'Last' : 'Next', exact: true }).click();
  }
  await page.waitForFunction(() => localStorage.getItem('firstLogin') === 'false', null, WAIT);
});

describePlanPage();

/** A verified member who has not paid: the plan page's note and the payment form's details. */
function describePlanPage() {
  let payer: Account;
  it.each(THEMES)('passes axe on the plan page with its note and payment form (%s theme)', async (theme) => {
    const { page, baseUrl } = browser;
    payer ??= await signUpVerified(newAccount('a-long-address-to-show-whole'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithApi(page, payer, '/select-plan');
    await useTheme(page, theme);
    await page.goto(`${baseUrl}/select-plan`);
    await waitForTheme(page, theme);
    const note = page.getByRole('note').filter({ hasText: 'Profile info cannot be changed' });
    await note.waitFor(WAIT);
    // Measured once the plans have arrived, on the card that shows them.
    await page.waitForFunction(
      () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Select Plan' && !b.disabled),
      null,
      WAIT,
    );
    expect(await textContrast(note.getByText('Profile info cannot be changed'))).toBeGreaterThanOrEqual(4.5);
    await page.getByRole('button', { name: 'Select Plan' }).click();
    await page.getByLabel('Email Address').waitFor(WAIT);
    expect(await wcagViolations(page)).toEqual([]);
    await useTheme(page, 'light');
  });

  it.each(SIZES_AND_THEMES)(
    'shows the payment form’s details whole and read-only-looking at $width×$height ($theme theme)',
    async (look) => {
      const { page } = browser;
      await openIn(page, '/select-plan', look);
      await page.getByRole('button', { name: 'Select Plan' }).click();
      const email = page.getByLabel('Email Address');
      await email.waitFor(WAIT);
      expect(await email.inputValue()).toBe(payer.email);
      for (const label of ['Name', 'Email Address', 'DOB', 'Phone']) {
        const field = page.getByLabel(label, { exact: true });
        expect(await field.getAttribute('readonly'), label).not.toBeNull();
        // Nothing of the value is hidden: no scrolling inside the field.
        const hidden = await field.evaluate(
          (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1,
        );
        expect(hidden, label).toBe(false);
      }
      // It does not look like the fields a member types into.
      const styleOf = (label: string) =>
        page
          .getByLabel(label, { exact: true })
          .evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).borderColor]);
      const [readOnly, editable] = [await styleOf('Email Address'), await styleOf('Card number')];
      expect(readOnly[0]).not.toBe(editable[0]);
    },
  );
}
