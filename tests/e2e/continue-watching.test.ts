import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { demoLecture } from './helpers/demo-lectures.js';
import { lecturePath, playerReady, watchLecture } from './helpers/watch.js';

/** Continue watching on the dashboard, Up next after a lecture ends. */
let browser: Browser;
let lecture: { id: number; name: string };
beforeAll(async () => {
  browser = await openBrowser();
  await signInWithApi(browser.page, await signUpSubscribed(), '/dashboard', { tourSeen: true });
  const lectures = await browser.page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('login')}` };
    const answer = await fetch('/api/lectures', { headers });
    return answer.json();
  });
  // The first of its module, so Up next has one to offer.
  lecture = demoLecture(lectures, 'lecture-01');
});
afterAll(() => browser.close());

const WAIT = { timeout: 20_000 };
it('puts a started lecture first on the dashboard, with where to resume', async () => {
  const { page, baseUrl } = browser;
  await watchLecture(page, lecture.id, 4);
  await page.locator('[aria-labelledby="lecture-progress-label"]', { hasText: /^\s*[1-9]\d* %\s*$/ }).waitFor(WAIT);
  await page.goto(`${baseUrl}/dashboard`);
  const row = page.getByRole('region', { name: 'Continue watching' });
  await row.getByRole('link', { name: `View Video: ${lecture.name}` }).waitFor(WAIT);
  await row.getByText('Resume at 0:04').waitFor(WAIT);
  // It is the first row of the dashboard.
  const first = await page.locator('main h2').first().innerText();
  expect(first).toBe('Continue watching');
  // …and the lecture opens where the member stopped.
  await row.getByRole('link', { name: `View Video: ${lecture.name}` }).click();
  await playerReady(page);
  await expect
    .poll(
      () => page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => video.currentTime),
      WAIT,
    )
    .toBeCloseTo(4, 0);
});

it('offers the next lecture of the module when one ends: Cancel stays, the countdown opens it', async () => {
  const { page } = browser;
  const { next } = await page.evaluate(async (id) => {
    const answer = await fetch(`/api/lectures/${id}/next`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('login')}` },
    });
    return answer.json();
  }, lecture.id);
  expect(next).not.toBeNull();

  await watchLecture(page, lecture.id, 'end');
  const upNext = page.getByRole('status').filter({ hasText: `Up next: ${next.name}` });
  await upNext.getByText(/Starts in [1-5] s/).waitFor(WAIT);
  await upNext.getByRole('button', { name: 'Cancel' }).click();
  await upNext.waitFor({ state: 'hidden', ...WAIT });
  expect(new URL(page.url()).pathname).toBe(lecturePath(lecture.id));

  await watchLecture(page, lecture.id, 'end');
  await page.waitForURL((url) => url.pathname === lecturePath(next.id), WAIT);
  await page.getByRole('heading', { level: 1, name: next.name }).waitFor(WAIT);
});
