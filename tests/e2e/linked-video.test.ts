import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { addLinkedLecture, asStaff } from './helpers/staff-api.js';
import { lecturePath, playerReady } from './helpers/watch.js';

/**
 * A lecture staff linked to a video elsewhere (the form's typed-in link, `videoUrl`) plays to members:
 * the page's Content-Security-Policy lets the browser fetch it. No site outside is reached: the browser's
 * request for the link is answered with a demo video.
 */
const LINK = 'https://videos.example.com/linked-lecture.mp4';
const DEMO_VIDEO = path.resolve('server/db/demo/media/lecture-01.mp4');

let browser: Browser;
let lecture: { id: number };

beforeAll(async () => {
  browser = await openBrowser();
  await signInWithApi(browser.page, await signUpSubscribed(), '/dashboard', { tourSeen: true });
  lecture = await addLinkedLecture('Linked lecture', { description: 'A video hosted elsewhere', videoUrl: LINK });
});
afterAll(async () => {
  // The browser files share one server: a lecture left behind would show up in their lists and Up next.
  if (lecture) await asStaff('DELETE', `lectures/${lecture.id}`);
  await browser?.close();
});

it('plays a lecture whose video staff linked from another site', async () => {
  const { page, baseUrl } = browser;
  const video = await readFile(DEMO_VIDEO);
  let asked = false;
  await page.route(LINK, (route) => {
    asked = true;
    return route.fulfill({ status: 200, contentType: 'video/mp4', body: video });
  });
  await page.goto(`${baseUrl}${lecturePath(lecture.id)}`);
  await playerReady(page);
  expect(asked).toBe(true);
  expect(
    await page.locator('video.lecture-player__video').evaluate((element: HTMLVideoElement) => element.duration),
  ).toBeGreaterThan(0);
});
