import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_COOKIES } from '../../common/drawn-page.js';
import { PLAYER_TEXTS } from '../../src/components/lecture-player/constants.js';
import { browserAsNewMember } from './helpers/accounts.js';
import type { Browser } from './helpers/browser.js';
import { demoLecture, makeLadder } from './helpers/demo-lectures.js';
import { appTookOver, onPhone, withoutScripts } from './helpers/page-state.js';

/** The lecture page the server draws for a signed-in member (docs/ARCHITECTURE.md#pages-drawn-by-the-server). */
let browser: Browser;
let lecture: { id: number; name: string; poster: string | null; videoUpload: string };
let address: string;

beforeAll(async () => {
  // The first visit is the plain page: the app then keeps the cookies that let the server draw the next.
  ({ browser } = await browserAsNewMember());
  await browser.page.getByText('Total Watch Time').waitFor();
  const lectures = await browser.page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('login')}` };
    return (await (await fetch('/api/lectures', { headers })).json()) as (typeof lecture)[];
  });
  lecture = demoLecture(lectures, 'lecture-01');
  expect(lecture.poster).toBeTruthy();
  await makeLadder(lecture);
  address = `${browser.baseUrl}/lecture-management/lecture-details/${lecture.id}`;
}, 240_000);
afterAll(() => browser.close());

/**
 * Where the part stands. Asked again if it is gone between finding and measuring: the app swaps the
 * placeholder `<video>` for the engine's within one task (no frame shows neither), which a locator can
 * straddle.
 */
async function boxOf(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => (box = await locator.boundingBox()), { message: `${locator} on the page` })
    .not.toBeNull();
  return box!;
}

/** The parts whose place must not change when the app takes the drawn page over. */
const partsOf = (page: Page) => [
  page.locator('header.ant-layout-header'),
  page.getByRole('heading', { level: 1, name: lecture.name }),
  page.getByRole('progressbar', { name: 'Progress' }),
  page.getByRole('group', { name: PLAYER_TEXTS.player }),
  page.locator('video.lecture-player__video'),
];

describe('the lecture page drawn by the server', () => {
  it('keeps a second pair of cookies, scoped to the Modules address it lies under, same-site only', async () => {
    const cookies = await browser.context.cookies(address);
    // One pair rides with the lecture page's request: Modules' (also drawn), whose address covers it.
    expect(cookies.filter((cookie) => cookie.name.startsWith('poker_page_'))).toHaveLength(2);
    const key = cookies.find((cookie) => cookie.name === PAGE_COOKIES.key);
    expect(key?.path).toBe('/lecture-management');
    expect(key?.sameSite).toBe('Strict');
    expect(cookies.find((cookie) => cookie.name === PAGE_COOKIES.view)?.path).toBe('/lecture-management');
    // The dashboard's pair stays, and neither rides on other requests.
    const dashboard = await browser.context.cookies(`${browser.baseUrl}/dashboard`);
    expect(dashboard.find((cookie) => cookie.name === PAGE_COOKIES.key)?.path).toBe('/dashboard');
    const elsewhere = await browser.context.cookies(`${browser.baseUrl}/help-form`);
    expect(elsewhere.filter((cookie) => cookie.name.startsWith('poker_page_'))).toEqual([]);
  });

  it("shows the lecture's title, progress and its video's poster with JavaScript off", async () => {
    await withoutScripts(browser.page, address, async (drawn) => {
      await expect(drawn.getByRole('heading', { level: 1, name: lecture.name }).isVisible()).resolves.toBe(true);
      await expect(drawn.getByRole('progressbar', { name: 'Progress' }).isVisible()).resolves.toBe(true);
      const video = drawn.locator('video.lecture-player__video');
      await expect(video.isVisible()).resolves.toBe(true);
      const poster = await video.getAttribute('poster');
      expect(poster).toContain(lecture.poster!.split('?')[0]);
      // The video has its player's size before any script ran: its style sheet came with the page.
      const box = await boxOf(video);
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      expect((await drawn.request.get(new URL(poster!, address).href)).status()).toBe(200);
    });
  });

  /**
   * The parts' places as drawn, once the app has taken over, and once the player's engine has read the
   * ladder (the Quality menu then has its rungs): the engine may start before or after the take-over.
   */
  async function takeOver(page: Page) {
    const drawn = await withoutScripts(page, address, (copy) => Promise.all(partsOf(copy).map(boxOf)));
    await page.goto(address);
    await appTookOver(page);
    const tookOver = await Promise.all(partsOf(page).map(boxOf));
    const player = page.getByRole('group', { name: PLAYER_TEXTS.player });
    await expect.poll(() => player.getAttribute('data-engine'), { timeout: 20_000 }).toBe('hls');
    const quality = player.getByRole('button', { name: PLAYER_TEXTS.quality });
    await expect.poll(() => quality.isEnabled(), { timeout: 20_000 }).toBe(true);
    return { drawn, tookOver, playing: await Promise.all(partsOf(page).map(boxOf)) };
  }

  it('is taken over by the app on a phone where it stands: nothing moves, then or once the player starts', async () => {
    const { page } = browser;
    await onPhone(page, async () => {
      const { drawn, tookOver, playing } = await takeOver(page);
      expect(tookOver).toEqual(drawn);
      expect(playing).toEqual(drawn);
    });
  });

  it('is taken over by the app on a desktop where it stands: nothing moves, then or once the player starts', async () => {
    const { page } = browser;
    const { drawn, tookOver, playing } = await takeOver(page);
    expect(tookOver).toEqual(drawn);
    expect(playing).toEqual(drawn);
    await expect(page.getByRole('heading', { level: 2, name: 'Recent Videos' }).isVisible()).resolves.toBe(true);
  });
});
