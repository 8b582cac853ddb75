import fs from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, newAccount, signInAs, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { asStaff, asStaffMember, unique } from './helpers/staff-api.js';

/** The admins' Audit log: filtered by staff member, resource, action and days as a person picks them, and as CSV. */
let browser: Browser;
let editor: Account;
let editorId: number;
let tagId: number;
let categoryId: number;
const tagName = unique('Audited tag');
const WAIT = { timeout: 20_000 };

interface Entry {
  id: number;
  createdAt: string;
  recordId: string;
  action: string;
}

beforeAll(async () => {
  browser = await openBrowser();
  // A staff member of its own, so filtering by them shows only this file's writes in a shared product.
  editor = newAccount('auditor');
  ({ id: editorId } = await asStaff<{ id: number }>('POST', 'user', {
    ...editor,
    dob: '1990-05-17',
    phone: '+1 555 0100',
    role: 'editor',
  }));
  const asEditor = await asStaffMember(editor);
  ({ id: tagId } = await asEditor<{ id: number }>('POST', 'tags', { title: tagName }));
  await asEditor('PATCH', `tags/${tagId}`, { title: `${tagName} renamed` });
  ({ id: categoryId } = await asEditor<{ id: number }>('POST', 'category', { title: unique('Audited category') }));
  await signInAs(browser.page, STAFF);
});

afterAll(async () => {
  await asStaff('DELETE', `tags/${tagId}`);
  await asStaff('DELETE', `category/${categoryId}`);
  await asStaff('PATCH', `user/${editorId}`, { status: false });
  await browser.close();
});

const table = () => browser.page.getByRole('table', { name: 'Audit log' });

/** Each shown row as [staff member, resource, record, action] (the time, address and changes left out). */
const rows = () =>
  table()
    .locator('tbody tr.ant-table-row')
    .evaluateAll((trs) =>
      trs.map((tr) => [1, 3, 4, 5].map((column) => tr.querySelectorAll('td')[column]?.textContent?.trim() ?? '')),
    );

const filter = (label: string) =>
  browser.page.locator('.ant-select', { has: browser.page.getByRole('combobox', { name: label }) });

/** Opens the filter, types to narrow it when it is searchable, and picks the option. */
async function pick(label: string, option: string, typed?: string) {
  await filter(label).click();
  if (typed) await browser.page.keyboard.type(typed);
  await browser.page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await expect.poll(() => filter(label).locator('.ant-select-selection-item').innerText(), WAIT).toBe(option);
}

/** Hovers a filter and clicks its clear cross, as a person empties it. */
async function clear(field: Locator, cross: string) {
  await field.hover();
  await field.locator(cross).click();
}

const editorRow = (resource: string, record: number, action: string) => [
  editor.email,
  resource,
  String(record),
  action,
];

it('filters by staff member, resource, action and days, showing exactly the matching rows with before and after', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/audit-log`);
  await table().locator('tbody tr.ant-table-row').first().waitFor(WAIT);

  await pick('Staff member', editor.email, editor.email.slice(0, 16));
  await expect
    .poll(rows, WAIT)
    .toEqual([
      editorRow('category', categoryId, 'create'),
      editorRow('tags', tagId, 'update'),
      editorRow('tags', tagId, 'create'),
    ]);

  await pick('Resource', 'tags', 'tag');
  await expect.poll(rows, WAIT).toEqual([editorRow('tags', tagId, 'update'), editorRow('tags', tagId, 'create')]);
  await pick('Action', 'update');
  await expect.poll(rows, WAIT).toEqual([editorRow('tags', tagId, 'update')]);
  const change = table().locator('tbody tr.ant-table-row li').filter({ hasText: 'title' });
  expect(await change.getByTestId('before').innerText()).toBe(tagName);
  expect(await change.getByTestId('after').innerText()).toBe(`${tagName} renamed`);

  // The days the writes were made on (both, should they straddle midnight), picked on the calendar.
  const entries = await asStaff<Entry[]>('GET', `audit-log?actorId=${editorId}`);
  const days = entries.map((entry) => entry.createdAt.slice(0, 10)).sort();
  await page.getByPlaceholder('Start date').click();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await calendar.locator(`td[title="${days[0]}"]`).first().click();
  await calendar
    .locator(`td[title="${days.at(-1)}"]`)
    .first()
    .click();
  await expect.poll(() => page.getByPlaceholder('End date').inputValue(), WAIT).toBe(days.at(-1));
  await expect.poll(rows, WAIT).toEqual([editorRow('tags', tagId, 'update')]);

  // Days before the writes, typed: nothing matches.
  await page.getByPlaceholder('Start date').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2020-01-01');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2020-01-31');
  await page.keyboard.press('Enter');
  await page.getByText('Showing 0 out of 0 Entries').waitFor(WAIT);
  expect(await rows()).toEqual([]);

  // Cleared, every filter lets everything through again: the editor's writes and the admin's before them.
  await clear(page.locator('.ant-picker-range'), '.ant-picker-clear');
  for (const label of ['Action', 'Resource', 'Staff member']) await clear(filter(label), '.ant-select-clear');
  await expect
    .poll(async () => (await rows()).slice(0, 4), WAIT)
    .toEqual([
      editorRow('category', categoryId, 'create'),
      editorRow('tags', tagId, 'update'),
      editorRow('tags', tagId, 'create'),
      [STAFF.email, 'users', String(editorId), 'create'],
    ]);
});

it('downloads the CSV with the filters applied', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/audit-log`);
  await table().locator('tbody tr.ant-table-row').first().waitFor(WAIT);
  await pick('Staff member', editor.email, editor.email.slice(0, 16));
  await pick('Resource', 'tags', 'tag');
  await expect.poll(rows, WAIT).toEqual([editorRow('tags', tagId, 'update'), editorRow('tags', tagId, 'create')]);

  const [download] = await Promise.all([
    page.waitForEvent('download', WAIT),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(header).toBe('When,Staff member,Address,Resource,Record,Action,Before,After');
  // The first six cells hold no comma; Before and After are JSON after them.
  const cells = lines.map((line) => line.split(','));
  expect(cells.map((cell) => [cell[1], cell[3], cell[4], cell[5]])).toEqual([
    editorRow('tags', tagId, 'update'),
    editorRow('tags', tagId, 'create'),
  ]);
  expect(lines[0]).toContain(`${tagName} renamed`);
});
