import type { Page } from 'playwright-core';
import { product } from './product.js';

/** The lecture's own `<video>`: the page's cards of other lectures hold videos too. */
export const PLAYER_VIDEO = 'video.lecture-player__video';

/** The path of a lecture's page, for members and staff alike. */
export const lecturePath = (id: number) => `/lecture-management/lecture-details/${id}`;

/**
 * Waits until a lecture's player can be moved: its engine chosen (hls.js taking the `<video>` over resets its
 * source, and a seek begun before that is lost, its `seeked` never heard) and the video's metadata loaded.
 */
export async function playerReady(page: Page, timeout = 20_000): Promise<void> {
  await page.locator('.lecture-player[data-engine]').waitFor({ timeout });
  await page.waitForFunction(
    (selector) => (document.querySelector<HTMLVideoElement>(selector)?.readyState ?? 0) >= 1,
    PLAYER_VIDEO,
    { timeout },
  );
}

/** Moves the lecture's video to `seconds`, as a member's seek does, and waits until the seek is done. */
export async function seekTo(page: Page, seconds: number, timeout = 20_000): Promise<void> {
  await page.locator(PLAYER_VIDEO).evaluate((video: HTMLVideoElement, at: number) => {
    video.currentTime = at;
  }, seconds);
  await page.waitForFunction((selector) => !document.querySelector<HTMLVideoElement>(selector)?.seeking, PLAYER_VIDEO, {
    timeout,
  });
}

/** Opens a lecture and moves its player as a member would: to `seconds`, then paused or played to the end. */
export async function watchLecture(page: Page, id: number, to: number | 'end'): Promise<void> {
  await page.goto(`${product().baseUrl}${lecturePath(id)}`);
  await playerReady(page);
  await page.locator(PLAYER_VIDEO).evaluate((video: HTMLVideoElement, target: number | 'end') => {
    video.muted = true;
    video.currentTime = target === 'end' ? video.duration : target;
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event(target === 'end' ? 'ended' : 'pause'));
  }, to);
}
