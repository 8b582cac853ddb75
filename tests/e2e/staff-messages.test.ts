import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, signInAs, signUpVerified, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { countMailsTo } from './helpers/outbox.js';
import { holdCalls, successDialogComesAndGoes } from './helpers/page-state.js';
import { nextSocketAccepted } from './helpers/sockets.js';
import { asStaff, chooseOption, pickNotificationUser, unique } from './helpers/staff-api.js';

const WAIT = { timeout: 30_000 };

let browser: Browser;
let member: Account;
beforeAll(async () => {
  browser = await openBrowser();
  member = await signUpVerified();
  await signInAs(browser.page, STAFF);
});
afterAll(() => browser.close());

async function memberPost(route: string, body: unknown) {
  const base = browser.baseUrl;
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  const { token } = (await signin.json()) as { token: string };
  const response = await fetch(`${base}/api/${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

/** The buttons and links on the page whose name says reply. */
const replyActions = async (page: Page) =>
  (await page.getByRole('button', { name: /reply/i }).count()) +
  (await page.getByRole('link', { name: /reply/i }).count());

it('shows a new support request on the staff bell live; its one reply action sends the reply, and the list says it was replied to', async () => {
  const { page, baseUrl } = browser;
  const accepted = nextSocketAccepted(page);
  await page.goto(`${baseUrl}/customer-support`);
  await page.getByText(/Showing \d+ out of \d+ Entries/).waitFor(WAIT);
  await accepted;
  const text = unique('My card was charged twice');
  await memberPost('customer-support', {
    name: member.name,
    email: member.email,
    title: 'Payment Questions',
    message: text,
  });
  await page.getByRole('button', { name: 'Support requests, 1 new' }).click(WAIT);
  await page
    .getByRole('link', { name: new RegExp(`${member.name}: Payment Questions`) })
    .first()
    .click();
  await page.getByText(text).waitFor(WAIT);
  await expect.poll(() => page.title(), WAIT).toBe('Poker | Message Details');
  const details = page.url();
  await page.getByRole('button', { name: 'Reply' }).waitFor(WAIT);
  expect(await replyActions(page)).toBe(1);

  const mailsBefore = await countMailsTo(member.email);
  await page.getByRole('button', { name: 'Reply' }).click();
  await page.waitForURL(/\/edit-message\/\d+$/);
  await page.getByLabel('Reply').fill('Refunded the second charge.');
  await successDialogComesAndGoes(page, 'Support Message Update Successfully', () =>
    page.getByRole('button', { name: 'Send' }).click(),
  );
  await page.waitForURL(`${baseUrl}/customer-support`);
  await expect.poll(() => countMailsTo(member.email), WAIT).toBe(mailsBefore + 1);

  // Still open, yet the list and the details say it was replied to, and when.
  const row = page.getByRole('row').filter({ hasText: member.email });
  const repliedWhen = /Replied\s*\d{2} \w{3} \d{4}, \d{2}:\d{2}/;
  await expect.poll(() => row.textContent(), WAIT).toMatch(repliedWhen);
  expect(await row.textContent()).not.toMatch(/Open/);
  await page.goto(details);
  // The details show the reply, and the History below them may too (the save's after-image) once it loads.
  await page.getByText('Refunded the second charge.').first().waitFor(WAIT);
  expect(await page.getByRole('main').textContent()).toMatch(repliedWhen);
  expect(await replyActions(page)).toBe(1);
});

it('counts a request sent before the bell’s socket connected as new once it connects', async () => {
  const { page, baseUrl } = browser;
  // The page's socket waits here, unconnected, until the request is in.
  const held: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (socket) => void held.push(socket));
  try {
    await page.goto(`${baseUrl}/customer-support`);
    await page.getByText(/Showing \d+ out of \d+ Entries/).waitFor(WAIT);
    await expect.poll(() => held.length, WAIT).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Support requests', exact: true }).waitFor(WAIT);
    await memberPost('customer-support', {
      name: member.name,
      email: member.email,
      title: 'Profile Settings',
      message: unique('Sent while the staff socket was connecting'),
    });
    for (const socket of held) socket.connectToServer();
    await page.getByRole('button', { name: 'Support requests, 1 new' }).click(WAIT);
    await page
      .getByRole('link', { name: new RegExp(`${member.name}: Profile Settings`) })
      .first()
      .waitFor(WAIT);
  } finally {
    await page.unrouteAll();
  }
});

it('logs a request on a member’s behalf at /add-message', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/add-message`);
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Email Address').fill(member.email);
  await chooseOption(page, /Subject/, 'Account issues');
  await page.getByRole('textbox', { name: /Message$/ }).fill('Called in: cannot log in on the phone.');
  await successDialogComesAndGoes(page, 'Your Query has been successfully submitted to the admin.', () =>
    page.getByRole('button', { name: 'Save' }).click(),
  );
  await page.waitForURL(`${baseUrl}/customer-support`);
  await page.getByRole('cell', { name: 'Account issues' }).first().waitFor(WAIT);
});

it('searches the Users field inside the field, with no overlay over the form', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/add-notification`);
  const users = page.locator('.ant-form-item', { has: page.getByRole('combobox', { name: /Users/ }) });
  await users.locator('.ant-select-selector').click();
  // The search's read is held: the form is looked at while it is under way.
  const search = await holdCalls(page, '**/api/user/getAll?*');
  try {
    await page.keyboard.type(member.email);
    await search.heard;
    expect(await page.locator('.ant-spin-fullscreen-show').count()).toBe(0);
    await users.locator('.ant-select-arrow-loading').waitFor(WAIT);
  } finally {
    await search.release();
  }
  await page.locator('.ant-select-dropdown:visible').getByText(member.email).waitFor(WAIT);
});

it('sends a notification to one user picked through the server search', async () => {
  const { page, baseUrl } = browser;
  const title = unique('Weekly drill');
  await page.goto(`${baseUrl}/notification-management`);
  await page.getByRole('button', { name: 'Add New Message' }).click();
  await page.waitForURL(`${baseUrl}/add-notification`);
  await page.getByRole('textbox', { name: /Title$/ }).fill(title);
  await page.getByRole('textbox', { name: /Message$/ }).fill('New river spots are up.');
  await page.getByText('Select all user').click();
  await page.getByRole('combobox', { name: /Users/ }).waitFor({ state: 'detached', ...WAIT });
  await page.getByText('Select all user').click();
  await pickNotificationUser(page, member.email);
  await successDialogComesAndGoes(page, 'Notification Send Successfully', () =>
    page.getByRole('button', { name: 'Send' }).click(),
  );
  await page.waitForURL(`${baseUrl}/notification-management`);

  const search = page.getByPlaceholder('Search Here...');
  await search.fill(title);
  await search.press('Enter');
  await page.getByRole('button', { name: `View ${title}` }).click();
  // The details, first on the page; its History card below shows the written values too.
  await page.getByText('New river spots are up.').first().waitFor(WAIT);
  await page.getByText(member.name, { exact: true }).first().waitFor(WAIT);
  const [sent] = await asStaff<{ userIds: number[]; isForAllUsers: boolean }[]>(
    'GET',
    `notifications?q=${encodeURIComponent(title)}`,
  );
  expect(sent.isForAllUsers).toBe(false);
  expect(sent.userIds).toHaveLength(1);
});
