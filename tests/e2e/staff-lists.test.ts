import fs from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, signInAs, signInWithApi, signUpSubscribed, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { readOutboxText } from './helpers/outbox.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { addUserAsStaff, pickNotificationUser, unique } from './helpers/staff-api.js';

/** Staff lists sort and export as CSV; the email switch; /login when signed in. */
let browser: Browser;
let made: Account[];
const TAG = `exportcase${Date.now().toString(36)}`;
const WAIT = { timeout: 20_000 };

beforeAll(async () => {
  browser = await openBrowser();
  made = [];
  for (let i = 0; i < 3; i += 1) made.push(await addUserAsStaff(TAG));
  await signInAs(browser.page, STAFF);
});
afterAll(() => browser.close());

const nameCells = () =>
  browser.page.getByRole('table', { name: 'Users' }).evaluate((table) => {
    const column = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent?.trim() === 'Name');
    return [...table.querySelectorAll('tbody tr.ant-table-row')].map(
      (row) => row.querySelectorAll('td')[column]?.textContent ?? '',
    );
  });

async function searchUsers(text: string) {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/user-management`);
  const search = page.getByPlaceholder('Search Here...');
  await search.fill(text);
  await search.press('Enter');
  await page.getByText('Showing 3 out of 3 Entries').waitFor(WAIT);
}

it('sorts a column on the server: newest first by default, then Name ascending and descending', async () => {
  const { page } = browser;
  await searchUsers(TAG);
  const names = made.map((account) => account.name);
  await expect.poll(nameCells, WAIT).toEqual([...names].reverse());
  const header = page.getByRole('columnheader', { name: 'Name', exact: true });
  await header.click();
  await expect.poll(() => header.getAttribute('aria-sort'), WAIT).toBe('ascending');
  await expect.poll(nameCells, WAIT).toEqual([...names].sort());
  await header.click();
  await expect.poll(() => header.getAttribute('aria-sort'), WAIT).toBe('descending');
  await expect.poll(nameCells, WAIT).toEqual([...names].sort().reverse());
});

it('downloads the list as CSV with its search and sort applied', async () => {
  const { page } = browser;
  await searchUsers(TAG);
  await page.getByRole('columnheader', { name: 'Email', exact: true }).click();
  await expect.poll(nameCells, WAIT).toHaveLength(3);
  const [download] = await Promise.all([
    page.waitForEvent('download', WAIT),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`users-${new Date().toISOString().slice(0, 10)}.csv`);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(header).toBe('ID,Name,Email,Phone,Date of Birth,Role,Subscription,Status,Verified,Created On');
  // Only the searched users, in the chosen order (email ascending).
  const emails = rows.map((row) => row.split(',')[2]);
  expect(emails).toEqual(made.map((account) => account.email).sort());
  expect(rows.every((row) => row.includes(TAG))).toBe(true);
});

it('sends a notification by email too when the switch is on', async () => {
  const { page, baseUrl } = browser;
  const member = made[0];
  const title = unique('Mailed news');
  await page.goto(`${baseUrl}/add-notification`);
  await page.getByRole('textbox', { name: /Title$/ }).fill(title);
  await page.getByRole('textbox', { name: /Message$/ }).fill('A new PLO course is up.');
  await pickNotificationUser(page, member.email);
  const mailToo = page.getByRole('switch', { name: 'Also send by email' });
  await mailToo.click();
  await expect.poll(() => mailToo.getAttribute('aria-checked')).toBe('true');
  await successDialogComesAndGoes(page, 'Notification Send Successfully', () =>
    page.getByRole('button', { name: 'Send' }).click(),
  );
  expect(await readOutboxText(member.email, /A new PLO course is up\./)).toBeTruthy();
});

it('sends someone already signed in from /login to their landing page with the `Login Successfuly!` toast', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/login`);
  await page.getByText('Login Successfuly!').waitFor(WAIT);
  await page.waitForURL(`${baseUrl}/user-management`, WAIT);

  await signInWithApi(page, await signUpSubscribed(), '/dashboard');
  await page.goto(`${baseUrl}/login`);
  await page.getByText('Login Successfuly!').waitFor(WAIT);
  await page.waitForURL(`${baseUrl}/dashboard`, WAIT);
});
