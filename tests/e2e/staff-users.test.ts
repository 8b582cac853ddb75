import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, signInAs, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { holdCalls, successDialogComesAndGoes } from './helpers/page-state.js';
import { addUserAsStaff, asStaff } from './helpers/staff-api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  // More than one page of 8, made through the API.
  for (let i = 0; i < 10; i += 1) {
    await addUserAsStaff('paged');
  }
  await signInAs(browser.page, STAFF);
});
afterAll(() => browser.close());

const WAIT = { timeout: 20_000 };

/** A user added through the API, found on the Users list by the list's search; answers their row. */
async function newUserInList(prefix: string) {
  const { page, baseUrl } = browser;
  const account = await addUserAsStaff(prefix);
  await page.goto(`${baseUrl}/user-management`);
  await page.getByPlaceholder('Search Here...').fill(account.name);
  await page.getByPlaceholder('Search Here...').press('Enter');
  return { account, row: page.getByRole('row', { name: new RegExp(account.email) }) };
}

it('pages through users 8 at a time with working Prev and Next', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/user-management`);
  const { length: total } = await asStaff<unknown[]>('GET', 'user/getAll');
  await page.getByText(`Showing 8 out of ${total} Entries`).waitFor(WAIT);
  for (const column of [
    'S.No',
    'Thumbnail',
    'Name',
    'Email',
    'Phone',
    'Role',
    'Subscription',
    'Status',
    'Created On',
    'Action',
  ]) {
    await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('cell', { name: '9', exact: true }).waitFor(WAIT);
  await page.getByText(`Showing ${Math.min(8, total - 8)} out of ${total} Entries`).waitFor(WAIT);
  await page.getByRole('button', { name: 'Prev' }).click();
  await page.getByRole('cell', { name: '1', exact: true }).waitFor(WAIT);
});

it('searches users by name as the staff member types, case-insensitively', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/user-management`);
  const { length: matching } = await asStaff<unknown[]>('GET', 'user/getAll?q=test%20paged');
  const { length: total } = await asStaff<unknown[]>('GET', 'user/getAll');
  expect(matching).toBeLessThan(total);
  await page.getByText(`Showing 8 out of ${total} Entries`).waitFor(WAIT);
  // No Enter: the list follows the typing.
  await page.getByPlaceholder('Search Here...').pressSequentially('TEST PAGED');
  await page.getByText(`Showing 8 out of ${matching} Entries`).waitFor(WAIT);
});

it('marks a user inactive from the list after the confirmation, and active again from the details', async () => {
  const { page, baseUrl } = browser;
  const { account, row } = await newUserInList('toggle');
  await row.getByRole('button', { name: 'Mark Inactive' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: `Are you sure you want to mark ${account.name} as Inactive?` });
  await successDialogComesAndGoes(page, 'Marked as Inactive', () =>
    confirm.getByRole('button', { name: 'Yes' }).click(),
  );
  await row.getByRole('button', { name: 'Mark Active' }).waitFor(WAIT);
  const user = (
    await asStaff<{ id: number; email: string; isActive: boolean }[]>(
      'GET',
      `user/getAll?q=${encodeURIComponent(account.name)}`,
    )
  ).find((u) => u.email === account.email)!;
  expect(user.isActive).toBe(false);

  await row.getByRole('button', { name: `View ${account.name}` }).click();
  await page.waitForURL(`${baseUrl}/user-management/user-details/${user.id}`);
  await expect.poll(() => page.title(), WAIT).toBe('Poker | User Details');
  await page.getByRole('switch', { name: `Status of ${account.name}: Inactive` }).click();
  await successDialogComesAndGoes(page, 'Marked as Active', () =>
    page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click(),
  );
  await page.getByRole('switch', { name: `Status of ${account.name}: Active` }).waitFor(WAIT);
});

it('keeps the list usable, with no overlay over it, while a status change has it read again', async () => {
  const { page } = browser;
  const { account, row } = await newUserInList('reread');
  await row.getByRole('button', { name: 'Mark Inactive' }).click();
  // The list's read after the change is held: the list is looked at and used meanwhile.
  const readAgain = await holdCalls(page, '**/api/user/getAll?*');
  try {
    await successDialogComesAndGoes(page, 'Marked as Inactive', async () => {
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await readAgain.heard;
      expect(await page.locator('.ant-spin-fullscreen-show').count()).toBe(0);
    });
    await row.getByRole('button', { name: `View ${account.name}` }).click();
  } finally {
    await readAgain.release();
  }
  await page.getByRole('switch', { name: `Status of ${account.name}: Inactive` }).waitFor(WAIT);
});

it('adds a user and edits their phone', async () => {
  const { page, baseUrl } = browser;
  const account = newAccount('added');
  await page.goto(`${baseUrl}/add-user`);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Phone').fill('+1 555 0101');
  await page.getByLabel('DOB').fill('1991-02-03');
  await page.getByLabel('Password').fill(account.password);
  await successDialogComesAndGoes(page, 'User Added Successfully', () =>
    page.getByRole('button', { name: 'Save' }).click(),
  );
  await page.waitForURL(`${baseUrl}/user-management`);
  await page.getByPlaceholder('Search Here...').fill(account.name);
  await page.getByPlaceholder('Search Here...').press('Enter');
  await page.getByRole('button', { name: `Edit ${account.name}` }).click();
  await expect.poll(() => page.getByLabel('Phone').inputValue(), WAIT).toBe('+1 555 0101');
  await page.getByLabel('Phone').fill('+1 555 0199');
  await successDialogComesAndGoes(page, 'User Update Successfully', () =>
    page.getByRole('button', { name: 'Save' }).click(),
  );
  await page.getByRole('cell', { name: '+1 555 0199' }).waitFor(WAIT);
});
