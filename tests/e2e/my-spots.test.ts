import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { memberDemoLecture } from './helpers/demo-lectures.js';
import { lecturePath, playerReady } from './helpers/watch.js';

/** "My spots": notes at moments of a lecture, on the lecture page and on Saved Videos. */
let browser: Browser;
let lecture: { id: number; name: string };
beforeAll(async () => {
  browser = await openBrowser();
  await signInWithApi(browser.page, await signUpSubscribed(), '/dashboard', { tourSeen: true });
  // One with no decision point to pause it while it plays.
  lecture = await memberDemoLecture(browser.page, 'lecture-02');
});
afterAll(() => browser.close());

const WAIT = { timeout: 20_000 };
const playhead = () =>
  browser.page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => video.currentTime);

/** Moves the player as a member scrubbing would. */
async function moveTo(seconds: number) {
  await browser.page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement, at: number) => {
    video.currentTime = at;
  }, seconds);
  await expect.poll(playhead, WAIT).toBeCloseTo(seconds, 0);
}

it('notes spots at the current moment, lists them in time order, seeks, edits and deletes them', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}${lecturePath(lecture.id)}`);
  await playerReady(page);
  const note = page.getByLabel('Note at the current moment');

  await page.getByRole('button', { name: 'Add spot' }).click();
  await page.getByRole('alert').filter({ hasText: 'Please write a note' }).waitFor(WAIT);

  await moveTo(5);
  await note.fill('fold vs 3-bet here?');
  await page.getByRole('button', { name: 'Add spot' }).click();
  await page.getByRole('button', { name: 'Go to 0:05' }).waitFor(WAIT);
  expect(await note.inputValue()).toBe('');
  await moveTo(2);
  await note.fill('river sizing');
  await note.press('Enter');
  await page.getByRole('button', { name: 'Go to 0:02' }).waitFor(WAIT);
  const times = await page.getByRole('button', { name: /^Go to / }).allInnerTexts();
  expect(times).toEqual(['0:02', '0:05']);

  await page.getByRole('button', { name: 'Go to 0:05' }).click();
  await expect.poll(playhead, WAIT).toBeCloseTo(5, 0);

  await page.getByRole('button', { name: 'Edit the spot at 0:02' }).click();
  await page.getByLabel('The spot at 0:02', { exact: true }).fill('river sizing: overbet');
  await page.getByRole('button', { name: 'Save the spot at 0:02' }).click();
  await page.getByText('river sizing: overbet').waitFor(WAIT);

  await page.getByRole('button', { name: 'Delete the spot at 0:02' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('button', { name: 'Go to 0:02' }).waitFor({ state: 'hidden', ...WAIT });
});

it('lists every spot on the My spots tab of Saved Videos, each opening its lecture at that moment', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/saved-videos`);
  await page.getByRole('tab', { name: 'My spots' }).click();
  const link = page.getByRole('link', { name: `${lecture.name} · 0:05` });
  await link.waitFor(WAIT);
  await page.getByText('fold vs 3-bet here?').waitFor(WAIT);
  await link.click();
  await page.waitForURL((url) => url.pathname === lecturePath(lecture.id) && url.searchParams.get('t') === '5', WAIT);
  await playerReady(page);
  await expect.poll(playhead, WAIT).toBeCloseTo(5, 0);
});
