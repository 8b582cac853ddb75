import path from 'node:path';
import { afterAll, beforeAll, it } from 'vitest';
import { signInAs, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { unique } from './helpers/staff-api.js';

const IMAGE = path.resolve('server/db/demo/media/lecture-01.jpg');
const WAIT = { timeout: 30_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  await signInAs(browser.page, STAFF);
});
afterAll(() => browser.close());

it('checks the picture, adds a promotion with an image and dates, edits and deletes it', async () => {
  const { page, baseUrl } = browser;
  const title = unique('Spring sale');
  await page.goto(`${baseUrl}/promotion-management`);
  await page.getByRole('button', { name: 'Add New Promotion' }).click();
  await page.waitForURL(`${baseUrl}/add-promotion`);
  const picker = page.locator('input[type=file][accept="image/*"]');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await page.getByText('Please select a valid image file').waitFor(WAIT);
  await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881) });
  await page.getByText('File size exceeds 5MB').waitFor(WAIT);
  await picker.setInputFiles(IMAGE);
  await page.getByRole('img', { name: 'Promotion image preview' }).waitFor(WAIT);

  await page.getByRole('textbox', { name: /Title$/ }).fill(title);
  await page.getByLabel('Description').fill('Half price on the first month.');
  await page.getByLabel('Start Date').fill('2026-01-01');
  await page.getByLabel('Start Date').press('Tab');
  await page.getByLabel('End Date').fill('2030-12-31');
  await page.getByLabel('End Date').press('Tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await successDialogComesAndGoes(page, 'Promotion Added Successfully');
  await page.waitForURL(`${baseUrl}/promotion-management`);

  const search = page.getByPlaceholder('Search Here...');
  await search.fill(title);
  await search.press('Enter');
  await page.getByRole('heading', { name: title }).waitFor(WAIT);
  await page.getByText('Showing 1 out of 1 Entries').waitFor(WAIT);
  await page.getByText('Running', { exact: true }).waitFor(WAIT);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.waitForURL(/\/edit-promotion\/\d+$/);
  await page.getByLabel('Description').fill('Half price, extended.');
  await page.getByRole('button', { name: 'Save' }).click();
  await successDialogComesAndGoes(page, 'Promotion Update Successfully');
  await page.waitForURL(`${baseUrl}/promotion-management`);
  await search.fill(title);
  await search.press('Enter');
  await page.getByText('Half price, extended.').waitFor(WAIT);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Promotion Deleted Successfully').waitFor(WAIT);
});
