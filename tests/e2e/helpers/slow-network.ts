import type { Page } from 'playwright-core';

/**
 * A cold, slow visit: the browser's cache is off, every request waits a little, the app's scripts more
 * and the player's own code (react-player's HLS element, hls.js) most, so a lecture page and its
 * decisions are there well before the player's `<video>` is.
 */
export async function slowNetworkPlayerLast(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    const delay = /\/assets\/.*(player|hls)/i.test(url) ? 1500 : url.includes('/assets/') ? 150 : 50;
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue().catch(() => undefined);
  });
}
