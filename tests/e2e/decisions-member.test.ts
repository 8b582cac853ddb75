import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { memberDemoLecture } from './helpers/demo-lectures.js';
import { slowNetworkPlayerLast } from './helpers/slow-network.js';
import { PLAYER_VIDEO, playerReady, seekTo } from './helpers/watch.js';

/**
 * A member meets the decisions of a demo lecture: stopped at one, answers it wrong, sees the explanation,
 * finishes the lecture with a score, reviews the card and sees the due count drop on the dashboard.
 */
let browser: Browser;
const WAIT = { timeout: 20_000 };
// `SCREENSHOTS=1` writes the README's pictures of the panel and the Review screen.
const SHOTS = process.env.SCREENSHOTS === '1' ? path.resolve('docs/screenshots') : null;

beforeAll(async () => {
  browser = await openBrowser();
  await signInWithApi(browser.page, await signUpSubscribed(), '/dashboard', { tourSeen: true });
  // The player's `<video>` comes last, as on a cold visit over a slow network: the stops must still hear it.
  await slowNetworkPlayerLast(browser.page);
});
afterAll(() => browser.close());

const dueText = (page: Page) => page.getByTestId('review-due').innerText();
const panel = (page: Page) => page.getByRole('dialog', { name: 'What do you do?' });

/** Plays the video muted from `seconds`, as a member pressing play there. */
async function playFrom(page: Page, seconds: number) {
  const video = page.locator(PLAYER_VIDEO);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });
  await seekTo(page, seconds, WAIT.timeout);
  await video.evaluate((element: HTMLVideoElement) => element.play());
}

it('stops at a decision, explains a wrong answer, scores the lecture and brings the card back for review', async () => {
  const { page, baseUrl } = browser;
  await page.getByText('0 cards due').waitFor(WAIT);
  const { id } = await memberDemoLecture(page, 'lecture-01');
  await page.goto(`${baseUrl}/lecture-management/lecture-details/${id}`);
  await playerReady(page);
  await page.getByRole('button', { name: /^00:04 \w+ · BTN vs blinds$/ }).waitFor(WAIT);

  // Seeking past the decision at 0:04 does not ask it; playing on to 0:09 does.
  await playFrom(page, 6);
  await panel(page).waitFor(WAIT);
  expect(await panel(page).innerText()).toContain('UTG vs hero in the HJ');
  expect(await page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
    true,
  );
  await panel(page).getByRole('img', { name: 'Ace of hearts' }).waitFor(WAIT);
  await page.keyboard.press('3');
  await panel(page).getByText('Right: the strategy plays this.').waitFor(WAIT);
  await page.keyboard.press('Enter');
  await panel(page).waitFor({ state: 'detached', ...WAIT });
  await page.getByRole('status').getByText('You got 1 of 2 decisions').waitFor(WAIT);

  // The list jumps to 0:04: a wrong answer, its explanation, then the lecture plays to its end.
  await page.getByRole('button', { name: /^00:04 \w+ · BTN vs blinds$/ }).click();
  await panel(page).getByRole('img', { name: 'King of diamonds' }).waitFor(WAIT);
  if (SHOTS) await page.locator('.lecture-player').screenshot({ path: path.join(SHOTS, 'decision.png') });
  await page.keyboard.press('1');
  await panel(page).getByText('Not this time: it goes into your review deck.').waitFor(WAIT);
  await panel(page).getByText('K9 offsuit is a clear open from the button').waitFor(WAIT);
  await panel(page).getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(
    () => document.querySelector<HTMLVideoElement>('video.lecture-player__video')?.ended,
    null,
    WAIT,
  );
  await page.getByRole('status').getByText('You got 1 of 2 decisions').waitFor(WAIT);

  await page.goto(`${baseUrl}/dashboard`);
  await page.getByText('1 card due').waitFor(WAIT);
  await page.getByRole('button', { name: 'Review now' }).click();
  await page.waitForURL(`${baseUrl}/review`, WAIT);
  await page.getByRole('img', { name: 'King of diamonds' }).waitFor(WAIT);
  // The same keys and numbers as the player: 1 answers Fold, then 3 rates Good.
  await page.getByRole('button', { name: '1 Fold' }).waitFor(WAIT);
  await page.keyboard.press('1');
  await page.getByText('K9 offsuit is a clear open from the button').waitFor(WAIT);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'review.png') });
  expect(await page.getByRole('link', { name: 'Watch this moment' }).getAttribute('href')).toBe(
    `/lecture-management/lecture-details/${id}?t=0`,
  );
  await page.getByRole('button', { name: '3 Good' }).waitFor(WAIT);
  await page.keyboard.press('3');
  await page.getByText('Nothing to review today.', { exact: false }).waitFor(WAIT);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByText('0 cards due').waitFor(WAIT);
  expect(await dueText(page)).toBe('0 cards due');
  expect(await page.getByTestId('review-streak').innerText()).toBe('1-day streak');
  if (SHOTS) await fs.stat(path.join(SHOTS, 'review.png'));
});
