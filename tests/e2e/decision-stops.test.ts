import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { makeLadder, memberDemoLecture } from './helpers/demo-lectures.js';
import { slowNetworkPlayerLast } from './helpers/slow-network.js';
import { lecturePath, playerReady } from './helpers/watch.js';

/**
 * Pressing Play stops at every unanswered decision, however the page was reached and however late the
 * player's `<video>` appeared: each visit starts on a cold cache over a slowed network whose player
 * code arrives last, at laptop and phone size.
 */
let browser: Browser;
const WAIT = { timeout: 30_000 };
// lecture-01's decisions (server/db/demo/decisions.ts).
const DECISIONS = [
  { at: 4, spot: 'BTN vs blinds' },
  { at: 9, spot: 'UTG vs hero in the HJ' },
];
// timeupdate comes every quarter second or so; a stop is that close to its moment, not seconds past it.
const STOP_SLACK_SECONDS = 1;
const PLAYBACK_RATE = 2;
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
// Each kind of cold visit once per size: straight to the lecture's address, then from a card in the running app.
const VISITS_PER_SIZE = 2;
// `SCREENSHOTS=1` writes the README's picture of the decision on a phone.
const SHOTS = process.env.SCREENSHOTS === '1' ? path.resolve('docs/screenshots') : null;

let lectureId: number;

beforeAll(async () => {
  browser = await openBrowser();
  await signInWithApi(browser.page, await signUpSubscribed(), '/dashboard', { tourSeen: true });
  const lecture = await memberDemoLecture(browser.page, 'lecture-01');
  lectureId = lecture.id;
  await makeLadder(lecture);
  await slowNetworkPlayerLast(browser.page);
}, 240_000);
afterAll(() => browser.close());

const panel = (page: Page) => page.getByRole('dialog', { name: 'What do you do?' });
const video = (page: Page) => page.locator('video.lecture-player__video');

/**
 * Once the video can play, presses Play. It starts at 0: the member is new, or played the lecture to its
 * end on the last visit (a lecture left part-way resumes there, maybe past the decisions).
 */
async function pressPlay(page: Page) {
  await playerReady(page, WAIT.timeout);
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0);
  // At twice the speed, as members often watch: a stop still lands on the decision's own moment.
  const player = page.getByRole('group', { name: 'Video player' });
  await player.getByRole('button', { name: 'Speed' }).click();
  await page.getByRole('menuitemradio', { name: `${PLAYBACK_RATE}×` }).click();
  await player.getByRole('button', { name: 'Play' }).click();
}

/** Presses the player's Play and expects it to stop at each decision in turn, skipping each, then ends the lecture. */
async function playThroughDecisions(page: Page) {
  await pressPlay(page);
  for (const decision of DECISIONS) {
    await panel(page).waitFor(WAIT);
    expect(await panel(page).innerText()).toContain(decision.spot);
    const { paused, time, rate } = await video(page).evaluate((element: HTMLVideoElement) => ({
      paused: element.paused,
      time: element.currentTime,
      rate: element.playbackRate,
    }));
    expect(paused).toBe(true);
    expect(rate).toBe(PLAYBACK_RATE);
    expect(time).toBeGreaterThanOrEqual(decision.at);
    expect(time).toBeLessThan(decision.at + STOP_SLACK_SECONDS);
    await panel(page).getByRole('button', { name: 'Skip' }).click();
    await panel(page).waitFor({ state: 'detached', ...WAIT });
  }
  // Past the last decision nothing is under test: to the end at once, which the next visit starts after.
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration;
  });
  await page.waitForFunction(
    () => document.querySelector<HTMLVideoElement>('video.lecture-player__video')?.ended,
    null,
    WAIT,
  );
}

for (const size of SIZES) {
  it(`stops at every decision on each of ${VISITS_PER_SIZE} cold visits at ${size.width}×${size.height}`, async () => {
    const { page, baseUrl } = browser;
    await page.setViewportSize(size);
    for (let visit = 0; visit < VISITS_PER_SIZE; visit++) {
      if (visit % 2 === 0) {
        await page.goto(`${baseUrl}${lecturePath(lectureId)}`);
      } else {
        // From a card, as a member browsing: the app is already running when the lecture opens.
        await page.goto(`${baseUrl}/lecture-management`);
        await page.getByRole('link', { name: 'View Video: Opening Ranges by Position' }).first().click();
        await page.waitForURL(`${baseUrl}${lecturePath(lectureId)}`, WAIT);
      }
      await page.locator('.lecture-player[data-engine="hls"]').waitFor(WAIT);
      await playThroughDecisions(page);
    }
  }, 300_000);
}

/** Whether the element shows whole once scrolled to: on screen and drawn on top at its centre (not clipped or covered). */
async function showsWhole(name: string, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const seen = await element.evaluate((node: HTMLElement) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inside: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      onTop: Boolean(top && (node === top || node.contains(top))),
    };
  });
  expect(seen, name).toEqual({ inside: true, onTop: true });
}

it('on a phone the spot shows under the video, whole, its options, explanation and Continue in reach', async () => {
  const { page, baseUrl } = browser;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl}${lecturePath(lectureId)}`);
  await pressPlay(page);
  await panel(page).waitFor(WAIT);

  // The page brings the panel on screen; nothing of the spot hides inside a box of its own, and it is below the video.
  await expect
    .poll(
      () =>
        panel(page).evaluate((element: HTMLElement) => {
          const { top, bottom } = element.getBoundingClientRect();
          return { onScreen: top >= 0 && bottom <= innerHeight, top, bottom, innerHeight, scrollY };
        }),
      WAIT,
    )
    .toMatchObject({ onScreen: true });
  const layout = await panel(page).evaluate((element: HTMLElement) => ({
    hidden: element.scrollHeight - element.clientHeight,
    belowVideo:
      element.getBoundingClientRect().top >=
      document.querySelector('video.lecture-player__video')!.getBoundingClientRect().bottom - 1,
  }));
  expect(layout).toEqual({ hidden: 0, belowVideo: true });
  for (const option of ['Fold', 'Limp', 'Raise to 2.5 bb']) {
    await showsWhole(option, panel(page).getByRole('button', { name: option }));
  }
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'decision-phone.png') });

  await page.keyboard.press('1');
  const explanation = panel(page).getByText('K9 offsuit is a clear open from the button');
  await explanation.waitFor(WAIT);
  expect(await panel(page).evaluate((element: HTMLElement) => element.scrollHeight - element.clientHeight)).toBe(0);
  await showsWhole('explanation', explanation);
  await showsWhole('Continue', panel(page).getByRole('button', { name: 'Continue' }));
  await panel(page).getByRole('button', { name: 'Continue' }).click();
  await panel(page).waitFor({ state: 'detached', ...WAIT });
});
