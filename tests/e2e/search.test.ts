import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, signUpSubscribed, STAFF } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { appTookOver, waitForTheme } from './helpers/page-state.js';
import { asStaff, unique } from './helpers/staff-api.js';
import { playerReady } from './helpers/watch.js';

/** The header's search finds a word said in a caption and opens the lecture at that second. */
interface Lecture {
  id: number;
  name: string;
  videoUpload: string;
  poster: string | null;
  lectureLength: number;
}

const WAIT = { timeout: 30_000 };
const CUE_SECONDS = 7;
// Letters only, new on every run: one word the search can find in this lecture alone.
const WORD = `zugzwang${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

let browser: Browser;
let lecture: Lecture;

async function uploadCaptions(lectureId: number, vtt: string) {
  const signin = await fetch(`${browser.baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
  });
  const { token } = (await signin.json()) as { token: string };
  const form = new FormData();
  form.append('file', new Blob([vtt], { type: 'text/vtt' }), 'captions.vtt');
  const answer = await fetch(`${browser.baseUrl}/api/lectures/${lectureId}/captions`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  browser = await openBrowser();
  const source = (await asStaff<Lecture[]>('GET', 'lectures')).find((l) => l.lectureLength >= CUE_SECONDS + 5)!;
  lecture = await asStaff<Lecture>('POST', 'lectures/create', {
    name: unique('Endgame squeeze'),
    description: 'Found by what the coach says',
    courseId: 1,
    categoryId: 2,
    tagIds: [],
    videoUrl: source.videoUpload,
    poster: source.poster,
    lectureLength: source.lectureLength,
  });
  await uploadCaptions(
    lecture.id,
    `WEBVTT\n\n00:00.000 --> 00:03.000\nWelcome back.\n\n00:0${CUE_SECONDS}.000 --> 00:10.000\nThis spot is pure ${WORD} on the river.\n`,
  );
  await signInWithApi(browser.page, await signUpSubscribed(), '/dashboard', { tourSeen: true });
});
afterAll(async () => {
  // The browser files share one server: a lecture left behind would show up in their lists and Up next.
  if (lecture) await asStaff('DELETE', `lectures/${lecture.id}`);
  await browser?.close();
});

const searchBox = () => browser.page.getByRole('combobox', { name: 'Search lectures, chapters and captions' });
const hit = () => browser.page.getByRole('option', { name: new RegExp(`${lecture.name}.*at 0:0${CUE_SECONDS}`) });

it('finds a word said in a caption from the header and opens the lecture at that second', async () => {
  const { page } = browser;
  await searchBox().waitFor(WAIT);
  // The last word counts as a prefix: half the word is enough.
  await searchBox().fill(WORD.slice(0, 10));
  await hit().waitFor(WAIT);
  expect(await hit().getByText(WORD, { exact: true }).count()).toBe(1);
  await hit().click();
  await page.waitForURL(
    (url) =>
      url.pathname === `/lecture-management/lecture-details/${lecture.id}` &&
      url.searchParams.get('t') === String(CUE_SECONDS),
    WAIT,
  );
  await playerReady(page, WAIT.timeout);
  await expect
    .poll(
      () => page.locator('video.lecture-player__video').evaluate((video: HTMLVideoElement) => video.currentTime),
      WAIT,
    )
    .toBeCloseTo(CUE_SECONDS, 0);
  expect(await searchBox().inputValue()).toBe('');
});

it('says when nothing matches', async () => {
  await searchBox().fill(`${WORD}xq`);
  await browser.page.getByText('No lectures or moments match').waitFor(WAIT);
  expect(await seriousViolations(browser.page)).toEqual([]);
  await searchBox().fill('');
});

it('keeps every key typed while the field loads (it becomes the full search on first use)', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/dashboard`);
  await appTookOver(page);
  // Typed at once, key by key, into the plain field the app starts with.
  await searchBox().pressSequentially(WORD);
  await hit().waitFor(WAIT);
  expect(await searchBox().inputValue()).toBe(WORD);
  await searchBox().fill('');
});

for (const theme of ['light', 'dark'] as const) {
  it(`finds no serious or critical violation in the search box and its hits in the ${theme} theme`, async () => {
    const { page, baseUrl } = browser;
    await page.evaluate((dark) => localStorage.setItem('isDark', String(dark)), theme === 'dark');
    await page.goto(`${baseUrl}/dashboard`);
    await waitForTheme(page, theme);
    await appTookOver(page);
    await searchBox().fill(WORD);
    await hit().waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await searchBox().fill('');
  });
}

it('is in the staff shell too, and on a phone behind a button that opens it in a dialog', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 390, height: 800 });
  await signInWithApi(page, STAFF, '/user-management');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await searchBox().fill(WORD);
  await hit().waitFor(WAIT);
  expect(await seriousViolations(page)).toEqual([]);
  await hit().click();
  await page.waitForURL((url) => url.searchParams.get('t') === String(CUE_SECONDS), WAIT);
  await page.getByRole('dialog').waitFor({ state: 'hidden', ...WAIT });
});
