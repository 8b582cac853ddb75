import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAs, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { unique } from './helpers/staff-api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  await signInAs(browser.page, STAFF);
});
afterAll(() => browser.close());

const WAIT = { timeout: 20_000 };

for (const [path, noun, toast] of [
  ['/category-management', 'Category', 'Category Added Successfully'],
  ['/tag-management', 'Tag', 'Tag Added Successfully'],
] as const) {
  it(`adds, edits and deletes a ${noun.toLowerCase()} through its dialog`, async () => {
    const { page, baseUrl } = browser;
    const title = unique(noun);
    await page.goto(`${baseUrl}${path}`);
    await expect.poll(() => page.title(), WAIT).toBe(`Poker | ${noun} Management`);
    await page.getByRole('button', { name: `Add New ${noun}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Add ${noun}` });
    await dialog.getByLabel('Title').fill(title);
    await successDialogComesAndGoes(page, toast, () => dialog.getByRole('button', { name: 'Save' }).click());
    await page.getByLabel(`Search ${noun.toLowerCase()} by title`).fill(title);
    await page.getByLabel(`Search ${noun.toLowerCase()} by title`).press('Enter');
    await page.getByRole('cell', { name: title, exact: true }).waitFor(WAIT);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editDialog = page.getByRole('dialog').filter({ hasText: `Edit ${noun}` });
    await editDialog.getByLabel('Title').waitFor(WAIT);
    await expect.poll(() => editDialog.getByLabel('Title').inputValue(), WAIT).toBe(title);
    await editDialog.getByText('Inactive').click();
    await successDialogComesAndGoes(page, `${noun} Update Successfully`, () =>
      editDialog.getByRole('button', { name: 'Save' }).click(),
    );
    await page.getByRole('row', { name: new RegExp(`${title}.*Inactive`) }).waitFor(WAIT);

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`${noun} Deleted Successfully`).waitFor(WAIT);
    await page.getByText('Showing 0 out of 0 Entries').waitFor(WAIT);
  });
}

it('shows the 409 when a category in use is deleted', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/category-management`);
  await page.getByRole('button', { name: 'Delete Preflop' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Yes' }).click();
  await page.getByText(/This category is used by \d+ lectures?/).waitFor(WAIT);
});

it('adds a course, edits it back to the list and toggles it from its details', async () => {
  const { page, baseUrl } = browser;
  const title = unique('Course');
  await page.goto(`${baseUrl}/course-management`);
  await page.getByRole('button', { name: 'Add New Course' }).click();
  await page.waitForURL(`${baseUrl}/add-course`);
  await page.getByRole('textbox', { name: /Title$/ }).fill(title);
  await page.getByLabel('Description').fill('Heads-up play from the button.');
  await successDialogComesAndGoes(page, 'Course Added Successfully', () =>
    page.getByRole('button', { name: 'Save' }).click(),
  );
  await page.waitForURL(`${baseUrl}/course-management`);

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.waitForURL(/\/edit-course\/\d+$/);
  await expect.poll(() => page.getByRole('textbox', { name: /Title$/ }).inputValue(), WAIT).toBe(title);
  await page.getByLabel('Description').fill('Heads-up play, revised.');
  await successDialogComesAndGoes(page, 'Course Update Successfully', () =>
    page.getByRole('button', { name: 'Save' }).click(),
  );
  await page.waitForURL(`${baseUrl}/course-management`);

  await page.getByRole('button', { name: `View ${title}` }).click();
  // The details, first on the page; its History card below shows the new text too.
  await page.getByText('Heads-up play, revised.').first().waitFor(WAIT);
  await page.getByRole('switch', { name: `Status of ${title}: Active` }).click();
  await successDialogComesAndGoes(page, 'Marked as Inactive', () =>
    page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click(),
  );
  await page.getByRole('switch', { name: `Status of ${title}: Inactive` }).waitFor(WAIT);
});
