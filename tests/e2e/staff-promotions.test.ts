import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAs, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { asStaff, unique } from './helpers/staff-api.js';

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
  await successDialogComesAndGoes(page, 'Promotion Added Successfully', () =>
    page.getByRole('button', { name: 'Save' }).click(),
  );
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
  await successDialogComesAndGoes(page, 'Promotion Update Successfully', () =>
    page.getByRole('button', { name: 'Save' }).click(),
  );
  await page.waitForURL(`${baseUrl}/promotion-management`);
  await search.fill(title);
  await search.press('Enter');
  await page.getByText('Half price, extended.').waitFor(WAIT);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Promotion Deleted Successfully').waitFor(WAIT);
});

it('deletes the chosen promotions, then all matching the search, each after one confirmation naming the count', async () => {
  const { page, baseUrl } = browser;
  const prefix = unique('Bulk promo');
  const [{ image }] = await asStaff<{ image: string }[]>('GET', 'promotion?_start=0&_end=1');
  for (const suffix of ['a', 'b', 'c', 'd'])
    await asStaff('POST', 'promotion', { image, title: `${prefix} ${suffix}`, description: 'Bulk' });
  await page.goto(`${baseUrl}/promotion-management`);
  const search = page.getByPlaceholder('Search Here...');
  await search.fill(prefix);
  await search.press('Enter');
  await page.getByText('Showing 4 out of 4 Entries').waitFor(WAIT);
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  const deleteAfterConfirming = async (count: number) => {
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: `Delete ${count} rows?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // Closed once seen: the next deletion's toast says the same words.
    const toast = page.getByRole('alert').filter({ hasText: `${count} promotions deleted` });
    await toast.waitFor(WAIT);
    await toast.getByRole('button', { name: 'close' }).click();
    await toast.waitFor({ ...WAIT, state: 'detached' });
  };

  for (const suffix of ['a', 'b']) await page.getByRole('checkbox', { name: `Select ${prefix} ${suffix}` }).check();
  await bar.getByText('2 selected').waitFor(WAIT);
  await deleteAfterConfirming(2);
  await page.getByText('Showing 2 out of 2 Entries').waitFor(WAIT);
  const left = await asStaff<{ title: string }[]>('GET', `promotion?q=${encodeURIComponent(prefix)}`);
  expect(left.map((promotion) => promotion.title).sort()).toEqual([`${prefix} c`, `${prefix} d`]);

  // One chosen, then every promotion the search matches, on this page or not.
  await page.getByRole('checkbox', { name: `Select ${prefix} c` }).check();
  await bar.getByRole('checkbox', { name: 'All 2 matching' }).check();
  await bar.getByText('2 selected').waitFor(WAIT);
  await deleteAfterConfirming(2);
  await page.getByText('No promotions').waitFor(WAIT);
  expect(await asStaff('GET', `promotion?q=${encodeURIComponent(prefix)}`)).toEqual([]);
});
