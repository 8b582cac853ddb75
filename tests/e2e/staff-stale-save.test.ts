import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAs, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { asStaff, unique } from './helpers/staff-api.js';

/**
 * A staff form opened, then the record saved by someone else: the form's save is refused, says so,
 * shows what changed, and lets the user apply their changes again or take the current values.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  await signInAs(browser.page, STAFF);
});
afterAll(() => browser.close());

const WAIT = { timeout: 20_000 };
const CHANGED = /changed since you opened it/;

it('refuses a course save over a newer one, shows the other change, and applies mine on request', async () => {
  const { page, baseUrl } = browser;
  const title = unique('Stale course');
  const { id } = await asStaff<{ id: number }>('POST', 'courses', { title, description: 'As opened' });
  await page.goto(`${baseUrl}/edit-course/${id}`);
  await expect.poll(() => page.getByRole('textbox', { name: /Title$/ }).inputValue(), WAIT).toBe(title);

  // Another staff member saves the course while this form is open.
  await asStaff('PATCH', `courses/${id}`, { title: `${title} (theirs)`, description: 'As opened' });
  await page.getByLabel('Description').fill('Mine, written meanwhile');
  await page.getByRole('button', { name: 'Save' }).click();

  const alert = page.getByRole('region', { name: 'Edit Course' }).getByRole('alert').filter({ hasText: CHANGED });
  await alert.waitFor(WAIT);
  await alert.getByText(`now: ${title} (theirs) · yours: ${title}`).waitFor(WAIT);
  expect(page.url()).toBe(`${baseUrl}/edit-course/${id}`);
  expect((await asStaff<{ description: string }>('GET', `courses/${id}`)).description).toBe('As opened');
  // The fields show the course as it is now; the alert keeps what this form had.
  await expect.poll(() => page.getByRole('textbox', { name: /Title$/ }).inputValue(), WAIT).toBe(`${title} (theirs)`);

  await successDialogComesAndGoes(page, 'Course Update Successfully', () =>
    alert.getByRole('button', { name: 'Apply my changes' }).click(),
  );
  await page.waitForURL(`${baseUrl}/course-management`);
  expect(await asStaff('GET', `courses/${id}`)).toMatchObject({ title, description: 'Mine, written meanwhile' });
  // The refusal was said once, in the form: no toast repeated it (one would still show, seconds later).
  expect(await page.getByRole('alert').filter({ hasText: CHANGED }).count()).toBe(0);
});

it('refuses a category dialog save over a newer one and shows the current values on request', async () => {
  const { page, baseUrl } = browser;
  const title = unique('Stale category');
  await asStaff('POST', 'category', { title });
  await page.goto(`${baseUrl}/category-management`);
  await page.getByLabel('Search category by title').fill(title);
  await page.getByLabel('Search category by title').press('Enter');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Edit Category' });
  await expect.poll(() => dialog.getByLabel('Title').inputValue(), WAIT).toBe(title);

  const [{ id }] = await asStaff<{ id: number }[]>('GET', `category?q=${encodeURIComponent(title)}`);
  await asStaff('PATCH', `category/${id}`, { title: `${title} (theirs)` });
  await dialog.getByLabel('Title').fill(`${title} (mine)`);
  await dialog.getByRole('button', { name: 'Save' }).click();

  const alert = dialog.getByRole('alert').filter({ hasText: CHANGED });
  await alert.waitFor(WAIT);
  await alert.getByRole('button', { name: 'Discard mine, show current' }).click();
  await expect.poll(() => dialog.getByLabel('Title').inputValue(), WAIT).toBe(`${title} (theirs)`);
  await expect.poll(() => alert.count(), WAIT).toBe(0);
});
