import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeSourceVideo } from '../api/helpers/transcoding.js';
import { signInAs, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { asStaff, chooseOption, unique } from './helpers/staff-api.js';

const WAIT = { timeout: 30_000 };
// A transcode of 8 s of 480p takes a few seconds alone, longer beside other suites.
const TRANSCODE_WAIT = { timeout: 180_000 };

let browser: Browser;
let source: string;
beforeAll(async () => {
  browser = await openBrowser();
  await signInAs(browser.page, STAFF);
  source = await makeSourceVideo(854, 480, 8);
}, 60_000);
afterAll(() => browser.close());

const lectureName = unique('Ladder');

it('shows staff the HLS transcode of their upload live, to its rungs, and carries it into a lecture', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/video-upload`);
  await page.locator('input[type=file]').setInputFiles(source);
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByText('Upload Complete!').waitFor({ timeout: 60_000 });
  const transcode = page.getByRole('region', { name: 'HLS transcode' });
  await transcode.getByText('HLS ready: 480p · 360p').waitFor(TRANSCODE_WAIT);

  await page.getByRole('button', { name: 'Add New Lecture' }).click();
  await page.waitForURL(`${baseUrl}/add-lecture`, WAIT);
  await page.getByRole('region', { name: 'HLS transcode' }).getByText('HLS ready: 480p · 360p').waitFor(WAIT);
  await page.getByLabel('Lecture Name').fill(lectureName);
  await page.getByLabel('Description').fill('Made into an HLS ladder.');
  await chooseOption(page, 'Course', "NLHE (No-Limit Hold'em)");
  await chooseOption(page, 'Category', 'Postflop');
  await page.getByRole('button', { name: 'Add Lecture' }).click();
  await page.getByText('Lecture added successfully').waitFor(WAIT);

  const [lecture] = await asStaff<{ id: number; hls: string | null }[]>(
    'GET',
    `lectures?q=${encodeURIComponent(lectureName)}`,
  );
  expect(lecture.hls).toContain('/master.m3u8?');
  // The lecture screen says the same, and offers to make it again.
  await page.goto(`${baseUrl}/lecture-management/lecture-details/${lecture.id}`);
  await page.getByRole('region', { name: 'HLS transcode' }).getByText('HLS ready: 480p · 360p').waitFor(WAIT);
  await page.getByRole('button', { name: 'Transcode again' }).waitFor(WAIT);
});
