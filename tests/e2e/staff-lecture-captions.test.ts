import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAs, STAFF } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { toastAfter } from './helpers/shown-after.js';
import { addLinkedLecture, asStaff } from './helpers/staff-api.js';

const WAIT = { timeout: 30_000 };
const VTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nBienvenidos.\n');

interface Lecture {
  id: number;
  chapters: { start: number; title: string }[];
  captions: { label: string; url: string }[];
}

let browser: Browser;
let lecture: Lecture;
beforeAll(async () => {
  browser = await openBrowser();
  await signInAs(browser.page, STAFF);
  lecture = await addLinkedLecture<Lecture>('Chaptered', {
    description: 'Chapters and captions',
    videoUrl: 'https://example.com/chaptered.mp4',
    categoryId: 2,
  });
});
afterAll(async () => {
  // The browser files share one server: a lecture left behind would show up in their lists and Up next.
  if (lecture) await asStaff('DELETE', `lectures/${lecture.id}`);
  await browser?.close();
});

it('types chapters on the edit form, shows a bad line before sending and prefills them again', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/edit-lecture/${lecture.id}`);
  const chapters = page.getByLabel('Chapters (optional)');
  await chapters.waitFor(WAIT);
  await chapters.fill('00:00 Introduction\nFlop decisions');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('line 2 needs a time like mm:ss before the title').waitFor(WAIT);
  // The chapters' own words, not the form's "required fields" banner.
  expect(await page.getByText('Please fill all the required fields').count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  await chapters.fill('00:00 Introduction\n\n04:30 Flop decisions\n1:02:03 Turn barrels');
  await successDialogComesAndGoes(page, 'Lecture Update Successfully', () =>
    page.getByRole('button', { name: 'Save' }).click(),
  );
  const saved = await asStaff<Lecture>('GET', `lectures/${lecture.id}`);
  expect(saved.chapters).toEqual([
    { start: 0, title: 'Introduction' },
    { start: 270, title: 'Flop decisions' },
    { start: 3723, title: 'Turn barrels' },
  ]);

  await page.goto(`${baseUrl}/edit-lecture/${lecture.id}`);
  await expect
    .poll(() => page.getByLabel('Chapters (optional)').inputValue(), WAIT)
    .toBe('00:00 Introduction\n04:30 Flop decisions\n1:02:03 Turn barrels');
});

it('uploads a .vtt on the lecture details, lists it with a link, refuses other files and deletes it', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/lecture-management/lecture-details/${lecture.id}`);
  const section = page.getByRole('region', { name: 'Captions' });
  await section.getByText('No captions yet').waitFor(WAIT);
  const file = section.locator('input[type=file]');

  await file.setInputFiles({
    name: 'notes.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHi\n'),
  });
  await section.getByRole('alert').filter({ hasText: 'Please choose a WebVTT (.vtt) caption file' }).waitFor(WAIT);

  await section.getByLabel('Caption label').fill('Español');
  await toastAfter(page, 'Captions added', () =>
    file.setInputFiles({ name: 'es.vtt', mimeType: 'text/vtt', buffer: VTT }),
  );
  const link = section.getByRole('link', { name: 'Español' });
  await link.waitFor(WAIT);
  expect(await link.getAttribute('href')).toMatch(/^\/media\/captions\/[0-9a-f]{32}\.vtt\?exp=/);
  const served = await page.request.get(`${baseUrl}${await link.getAttribute('href')}`);
  expect(served.headers()['content-type']).toMatch(/^text\/vtt/);
  expect(await served.text()).toBe(VTT.toString());
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Delete Español captions' }).click();
  await toastAfter(page, 'Captions removed', () =>
    page.getByRole('tooltip').getByRole('button', { name: 'Yes' }).click(),
  );
  await section.getByText('No captions yet').waitFor(WAIT);
  expect((await asStaff<Lecture>('GET', `lectures/${lecture.id}`)).captions).toEqual([]);
});
