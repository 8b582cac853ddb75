import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, signInAs, signInWithApi, signUpSubscribed, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { asStaff, chooseOption, unique } from './helpers/staff-api.js';
import { uploadOnVideoScreen } from './helpers/video-upload.js';

const VIDEO = path.resolve('server/db/demo/media/lecture-01.mp4');
const WAIT = { timeout: 30_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  await signInAs(browser.page, STAFF);
});
afterAll(() => browser.close());

const pick = (label: string, option: string) => chooseOption(browser.page, label, option);

it('shows staff the lecture table at /lecture-management', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/lecture-management`);
  await page.getByRole('button', { name: 'Add New Lecture' }).waitFor(WAIT);
  await expect.poll(() => page.title(), WAIT).toBe('Poker | Module Management');
  await page.getByText(/Showing 8 out of \d+ Entries/).waitFor(WAIT);
});

it('refuses an incomplete lecture with `Please fill all the required fields`', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/add-lecture`);
  await page.getByRole('button', { name: 'Add Lecture' }).click();
  await page.getByRole('alert').filter({ hasText: 'Please fill all the required fields' }).first().waitFor(WAIT);
});

it('adds a lecture with a real MP4 sent through the chunked upload, then returns to the list after 3 s', async () => {
  const { page, baseUrl } = browser;
  const name = unique('Lecture');
  await page.goto(`${baseUrl}/add-lecture`);
  await page.getByLabel('Lecture Name').fill(name);
  await page.getByLabel('Description').fill('Three-bet pots out of position.');
  await pick('Course', "NLHE (No-Limit Hold'em)");
  await pick('Category', 'Preflop');
  await pick('Tags', 'Beginner');
  // A multiple select stays open after a pick.
  await page.locator('.ant-select-dropdown:visible').getByTitle('MTT', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page.locator('input[type=file][accept*="mp4"]').setInputFiles(VIDEO);
  await page.getByText('Upload Complete!').waitFor({ timeout: 60_000 });
  await successDialogComesAndGoes(page, 'Lecture added successfully', () =>
    page.getByRole('button', { name: 'Add Lecture' }).click(),
  );
  await page.waitForURL(`${baseUrl}/lecture-management`, WAIT);

  const [lecture] = await asStaff<
    { id: number; name: string; tags: { title: string }[]; lectureLength: number; videoUpload: string }[]
  >('GET', `lectures?q=${encodeURIComponent(name)}`);
  expect(lecture.tags.map((tag) => tag.title).sort()).toEqual(['Beginner', 'MTT']);
  expect(lecture.lectureLength).toBeGreaterThan(0);
  expect(lecture.videoUpload).toContain('/media/');

  await page.getByPlaceholder('Search Here...').fill(name);
  await page.getByPlaceholder('Search Here...').press('Enter');
  await page.getByRole('button', { name: `View ${name}` }).click();
  await page.getByRole('heading', { name: 'Lecture Details' }).waitFor(WAIT);
  // The details, first on the page; its History card below shows the written values too.
  await page.getByText('Three-bet pots out of position.').first().waitFor(WAIT);
});

it('edits a lecture and deletes it', async () => {
  const { page, baseUrl } = browser;
  const name = unique('Edited');
  const created = await asStaff<{ id: number }>('POST', 'lectures/create', {
    name,
    description: 'Before',
    courseId: 2,
    categoryId: 2,
    tagIds: [],
    videoUrl: 'https://example.com/a.mp4',
  });
  await page.goto(`${baseUrl}/edit-lecture/${created.id}`);
  await expect.poll(() => page.getByLabel('Lecture Name').inputValue(), WAIT).toBe(name);
  await page.getByLabel('Description').fill('After');
  await successDialogComesAndGoes(page, 'Lecture Update Successfully', () =>
    page.getByRole('button', { name: 'Save' }).click(),
  );
  await page.waitForURL(`${baseUrl}/lecture-management`, WAIT);
  await page.getByPlaceholder('Search Here...').fill(name);
  await page.getByPlaceholder('Search Here...').press('Enter');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Lecture Deleted Successfully').waitFor(WAIT);
});

it('uploads on the Video Upload screen, asking for a file first', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/video-upload`);
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByText('Please select a video file').waitFor(WAIT);
  await uploadOnVideoScreen(page, VIDEO);
  await page.getByText('Upload Complete!').waitFor({ timeout: 60_000 });
  await page.getByText(/\/media\/videos\//).waitFor(WAIT);
});

/** The lecture made from the Video Upload screen, which a member then watches. */
const carried = unique('Carried');

it('carries an upload from the Video Upload screen into Add New Lecture, which gets its real length and poster', async () => {
  const { page, baseUrl } = browser;
  const name = carried;
  await page.goto(`${baseUrl}/video-upload`);
  await uploadOnVideoScreen(page, VIDEO);
  await page.getByText('Upload Complete!').waitFor({ timeout: 60_000 });
  // After the upload the next step, not another upload, is the primary button.
  const primary = (name: string) =>
    page.getByRole('button', { name, exact: true }).evaluate((button) => button.classList.contains('ant-btn-primary'));
  expect([await primary('Add New Lecture'), await primary('Upload')]).toEqual([true, false]);
  await page.getByRole('button', { name: 'Add New Lecture' }).click();
  await page.waitForURL(`${baseUrl}/add-lecture`, WAIT);
  // The form opens in its upload mode with the finished upload already set.
  await page.getByRole('button', { name: 'Add Lecture' }).waitFor(WAIT);
  expect(await page.getByRole('radio', { name: 'Upload video' }).isChecked()).toBe(true);
  await page.getByText('Upload Complete!').waitFor(WAIT);
  await page.getByLabel('Lecture Name').fill(name);
  await page.getByLabel('Description').fill('Carried over from the upload screen.');
  await pick('Course', "NLHE (No-Limit Hold'em)");
  await pick('Category', 'Postflop');
  await successDialogComesAndGoes(page, 'Lecture added successfully', () =>
    page.getByRole('button', { name: 'Add Lecture' }).click(),
  );

  const [lecture] = await asStaff<
    { name: string; lectureLength: number; poster: string | null; videoUpload: string }[]
  >('GET', `lectures?q=${encodeURIComponent(name)}`);
  expect(lecture.name).toBe(name);
  expect(lecture.lectureLength).toBeGreaterThan(0);
  expect(lecture.poster).toContain('/media/posters/');
  expect(lecture.videoUpload).toContain('/media/videos/');
});

it("shows a member that lecture's real length and poster, and its progress reaches 100 % once watched to the end", async () => {
  const { page, baseUrl } = browser;
  await signInWithApi(page, await signUpSubscribed(newAccount('carried')), '/content-library');
  await page.getByLabel('Search the library by name').fill(carried);
  const card = page.locator('.ant-card').filter({ has: page.getByRole('link', { name: carried, exact: true }) });
  // The demo MP4 is 12 s long.
  await card.getByText('0 min 12 sec').waitFor(WAIT);
  expect(await card.locator('img').getAttribute('src')).toContain('/media/posters/');
  await card.getByRole('link', { name: `View Video: ${carried}` }).click();

  await page.getByRole('heading', { level: 1, name: carried }).waitFor(WAIT);
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, WAIT);
  // Play the last second muted; where the codec is missing, end it as the browser would.
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    video.currentTime = video.duration - 1;
    return video.play().catch(() => undefined);
  });
  const ended = await page
    .waitForFunction(() => document.querySelector('video')?.ended, null, { timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (!ended) {
    await page.locator('video').evaluate((video: HTMLVideoElement) => {
      video.currentTime = video.duration;
      video.dispatchEvent(new Event('ended'));
    });
  }
  await page.locator('[aria-labelledby="lecture-progress-label"]', { hasText: /^\s*100 %\s*$/ }).waitFor(WAIT);
  await page.goto(`${baseUrl}/content-library`);
  await page.getByLabel('Search the library by name').fill(carried);
  await page
    .getByRole('progressbar', { name: `${carried} watched` })
    .filter({ hasText: '100 %' })
    .waitFor(WAIT);
});
