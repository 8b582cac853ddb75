import type { Page } from 'playwright-core';
import { type Account, newAccount, STAFF } from './accounts.js';
import { product } from './product.js';

let staffToken: string | undefined;
const baseUrl = () => product().baseUrl;

type StaffCall = <T = Record<string, unknown>>(method: string, route: string, body?: unknown) => Promise<T>;

async function signInToken(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const signin = await fetch(`${baseUrl()}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await signin.json()) as { token: string }).token;
}

async function callWith<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${String(answer.message)}`);
  return answer;
}

/** A staff API call with the admin's token (set-up data for browser tests). */
export const asStaff: StaffCall = async (method, route, body) =>
  callWith(await (staffToken ??= await signInToken(STAFF)), method, route, body);

/** API calls as another staff member (signed in once), so their writes are theirs in the audit trail. */
export async function asStaffMember(account: Pick<Account, 'email' | 'password'>): Promise<StaffCall> {
  const token = await signInToken(account);
  return (method, route, body) => callWith(token, method, route, body);
}

/** A unique suffix for names made by one test run. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * A lecture of course 1 added through the API, its video a link to another site (`videoUrl`), under a
 * unique name starting with `name`. The browser files share one server: a file deletes what it added.
 */
export const addLinkedLecture = <T = { id: number }>(
  name: string,
  { description, videoUrl, categoryId = 1 }: { description: string; videoUrl: string; categoryId?: number },
) =>
  asStaff<T>('POST', 'lectures/create', {
    name: unique(name),
    description,
    courseId: 1,
    categoryId,
    tagIds: [],
    videoUrl,
  });

/** Opens the antd Select labelled `label` and picks `option` from its list. */
export async function chooseOption(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page
    .locator('.ant-form-item', { has: page.getByRole('combobox', { name: label }) })
    .locator('.ant-select-selector')
    .click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Finds `email` through the Users field's server search on the add-notification form and picks it. */
export async function pickNotificationUser(page: Page, email: string): Promise<void> {
  await page
    .locator('.ant-form-item', { has: page.getByRole('combobox', { name: /Users/ }) })
    .locator('.ant-select-selector')
    .click();
  await page.keyboard.type(email);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.getByText(email).click();
  await page.keyboard.press('Escape');
  // The list covers the fields below it until it has closed: a click there meanwhile lands on it.
  await dropdown.waitFor({ state: 'hidden' });
}

/** A member account added by staff through the API (set-up for list screens); answers its credentials. */
export async function addUserAsStaff(prefix: string): Promise<Account> {
  const account = newAccount(prefix);
  await asStaff('POST', 'user', {
    name: account.name,
    email: account.email,
    phone: '+1 555 0100',
    dob: '1990-01-01',
    password: account.password,
  });
  return account;
}
