import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, newAccount, signInWithApi, signUpSubscribed, signUpVerified } from './helpers/accounts.js';
import { hidesText, horizontalEdges, linesOf } from './helpers/boxes.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { appTookOver } from './helpers/page-state.js';
import { asStaff } from './helpers/staff-api.js';

/** Member screens measured in Chromium: nothing off screen, cut or wrapped mid-value, forms alike. */
let browser: Browser;
let member: Account;
beforeAll(async () => {
  browser = await openBrowser();
  member = await signUpSubscribed(newAccount('fit'));
  await signInWithApi(browser.page, member, '/dashboard', { tourSeen: true });
  const { id } = await browser.page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('login')}` };
    return (await fetch('/api/user/me', { headers })).json() as Promise<{ id: number }>;
  });
  await asStaff('POST', 'notifications/send-to-specific', {
    title: 'New PLO lecture is live',
    description: 'Pot control on wet boards, with hands from the last Sunday major.',
    isForAllUsers: false,
    userIds: [id],
  });
});
afterAll(() => browser.close());

const WAIT = { timeout: 20_000 };
const DESKTOP = { width: 1440, height: 900 };

it.each([390, 320])('opens the notifications wholly on a %i px wide phone', async (width) => {
  const { page, baseUrl } = browser;
  await page.setViewportSize({ width, height: 844 });
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.locator('.ant-dropdown:visible');
  await panel.getByText('New PLO lecture is live').waitFor(WAIT);
  const edges = await horizontalEdges(panel);
  expect(edges.left).toBeGreaterThanOrEqual(0);
  expect(edges.right).toBeLessThanOrEqual(edges.viewport);
  await page.keyboard.press('Escape');
});

it.each([1440, 576])('shows the header’s name on one line at %i px', async (width) => {
  const { page, baseUrl } = browser;
  await page.setViewportSize({ width, height: 844 });
  // The app's header: the server may have drawn the page at the width the last page remembered.
  await page.goto(`${baseUrl}/profile`);
  await appTookOver(page);
  const name = page.getByRole('link', { name: 'Poker home' }).getByText('Poker', { exact: true });
  await name.waitFor(WAIT);
  // Its line height may be `normal` (the server-drawn page): two lines are at least twice the font's size.
  const { height, fontSize } = await name.evaluate((element: Element) => ({
    height: element.getBoundingClientRect().height,
    fontSize: parseFloat(getComputedStyle(element).fontSize),
  }));
  expect(height).toBeLessThan(2 * fontSize);
});

it.each([390, 320])(
  'fits the header on a %i px wide phone: the logo without the name, which broke in two',
  async (width) => {
    const { page, baseUrl } = browser;
    await page.setViewportSize({ width, height: 844 });
    // The app's header: the server draws the page at the width the last page remembered, until the app takes over.
    await page.goto(`${baseUrl}/profile`);
    await appTookOver(page);
    const home = page.getByRole('link', { name: 'Poker home' });
    await page.getByRole('button', { name: /^Notifications/ }).waitFor(WAIT);
    expect(await home.getByText('Poker', { exact: true }).count()).toBe(0);
    const header = page.locator('header').first();
    expect(await hidesText(header)).toBe(false);
    const edges = await horizontalEdges(header);
    expect(edges.right).toBeLessThanOrEqual(edges.viewport);
  },
);

it('shows the email and phone on the profile on one line each at 1440 px', async () => {
  const { page, baseUrl } = browser;
  await page.setViewportSize(DESKTOP);
  await page.goto(`${baseUrl}/profile`);
  await appTookOver(page);
  for (const value of [member.email, '+1 555 0100']) {
    const text = page.locator('.ant-descriptions-item-content', { hasText: value });
    await text.waitFor(WAIT);
    expect(await linesOf(text), value).toBeLessThan(1.5);
    expect(await hidesText(text), value).toBe(false);
  }
});

it('shows the email on Edit Profile as text with a note, not as a field', async () => {
  const { page, baseUrl } = browser;
  await page.setViewportSize(DESKTOP);
  await page.goto(`${baseUrl}/profile/edit-profile`);
  await page.getByLabel('Name').waitFor(WAIT);
  const values = await page
    .getByRole('textbox')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  expect(values).not.toContain(member.email);
  await page.locator('main').getByText(member.email, { exact: true }).waitFor(WAIT);
  await page.getByText('it cannot be changed here').waitFor(WAIT);
});

it('lays Change Password out as Edit Profile: the heading above a card as wide, buttons at their own width', async () => {
  const { page, baseUrl } = browser;
  await page.setViewportSize(DESKTOP);
  const layoutOf = async (path: string, submit: string) => {
    await page.goto(`${baseUrl}${path}`);
    const button = page.getByRole('button', { name: submit });
    await button.waitFor(WAIT);
    const card = page.locator('main .ant-card').first();
    return {
      card: await card.boundingBox(),
      headingInCard: await card.getByRole('heading', { level: 1 }).count(),
      heading: await page.getByRole('heading', { level: 1 }).boundingBox(),
      button: (await button.boundingBox())!.width,
      cancel: await page.getByRole('button', { name: 'Cancel' }).count(),
    };
  };
  const edit = await layoutOf('/profile/edit-profile', 'Save');
  const password = await layoutOf('/profile/change-password', 'Update');
  expect(password.card).toEqual(expect.objectContaining({ x: edit.card!.x, y: edit.card!.y, width: edit.card!.width }));
  expect(password.heading).toEqual(edit.heading && expect.objectContaining({ x: edit.heading.x, y: edit.heading.y }));
  expect([password.headingInCard, password.cancel]).toEqual([0, 1]);
  expect(password.button).toBeLessThan(password.card!.width / 3);
});

it('keeps the last equity result, greyed, beside the message while an input is wrong', async () => {
  const { page, baseUrl } = browser;
  await page.setViewportSize(DESKTOP);
  await page.goto(`${baseUrl}/equity`);
  await page.getByLabel('Hero', { exact: true }).fill('AhAs');
  await page.getByLabel('Opponent 1', { exact: true }).fill('KdKc');
  const heroRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Hero', exact: true }) });
  // The count's end, not a running figure that happens to read the same: boards still counted would
  // otherwise move the figures kept for the next step.
  await page.getByText('Exact: all 1 712 304 boards').waitFor({ timeout: 60_000 });
  await heroRow.getByText('81.3 %').waitFor(WAIT);
  await page.getByLabel('Hero', { exact: true }).fill('AhZz');
  const message = page.locator('main .ant-alert[role="alert"]');
  await message.waitFor(WAIT);
  const stale = page.getByRole('region', { name: 'Results of the last good input' });
  await stale.waitFor(WAIT);
  expect(await heroRow.getByRole('cell').allTextContents()).toContain('81.3 %');
  expect(await heroRow.getByRole('cell').allTextContents()).toContain('AhAs');
  expect(Number(await stale.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
  // Beside it: the message sits right above the figures, both in view.
  const [alertBox, tableBox] = [await message.boundingBox(), await stale.boundingBox()];
  expect(tableBox!.y - (alertBox!.y + alertBox!.height)).toBeLessThan(40);
  await page.getByLabel('Hero', { exact: true }).fill('AhAs');
  await page.getByRole('region', { name: 'Results', exact: true }).waitFor(WAIT);
});

it('shows the equity figures on a 390 px phone with no heading or figure broken across lines', async () => {
  const { page, baseUrl } = browser;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto(`${baseUrl}/equity`);
    await page.getByLabel('Hero', { exact: true }).fill('AhKh');
    await page.getByLabel('Opponent 1', { exact: true }).fill('QQ+, AJs+, KQs');
    const results = page.getByRole('region', { name: 'Results', exact: true });
    await results.getByRole('columnheader', { name: 'Std. error' }).waitFor(WAIT);
    const broken = await results.locator('th, td').evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const tops = [...range.getClientRects()].map((line) => line.top).sort((a, b) => a - b);
          return tops.some((top, at) => at > 0 && top - tops[at - 1] > 4);
        })
        .map((cell) => cell.textContent),
    );
    expect(broken).toEqual([]);
    // Whatever does not fit scrolls inside the results, not the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await page.setViewportSize(DESKTOP);
  }
});

it('gives the payment form’s Name a row of its own, as wide as Email, as the other forms have it', async () => {
  const { page } = browser;
  await page.setViewportSize(DESKTOP);
  await signInWithApi(page, await signUpVerified(newAccount('fit-payer')), '/select-plan');
  await page.getByRole('button', { name: 'Select Plan' }).click();
  const [name, email] = [page.getByLabel('Name', { exact: true }), page.getByLabel('Email Address')];
  await email.waitFor(WAIT);
  const [nameBox, emailBox] = [(await name.boundingBox())!, (await email.boundingBox())!];
  expect(nameBox.width).toBeCloseTo(emailBox.width, 0);
  expect(nameBox.x).toBeCloseTo(emailBox.x, 0);
});
