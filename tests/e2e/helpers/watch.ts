import type { Page } from 'playwright-core';
import { product } from './product.js';

/** The path of a lecture's page, for members and staff alike. */
export const lecturePath = (id: number) => `/lecture-management/lecture-details/${id}`;

/** Opens a lecture and moves its player as a member would: to `seconds`, then paused or played to the end. */
export async function watchLecture(page: Page, id: number, to: number | 'end'): Promise<void> {
  await page.goto(`${product().baseUrl}${lecturePath(id)}`);
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('video.lecture-player__video')?.readyState ?? 0) >= 1,
    null,
    { timeout: 20_000 },
  );
  await page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement, target: number | 'end') => {
    video.muted = true;
    video.currentTime = target === 'end' ? video.duration : target;
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event(target === 'end' ? 'ended' : 'pause'));
  }, to);
}
