import fs from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, signInAs, signInWithApi, signUpSubscribed, signUpVerified } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { readOutboxLink } from './helpers/outbox.js';
import { asStaff, unique } from './helpers/staff-api.js';

const WAIT = { timeout: 30_000 };
const LABEL = '40% off the first 12 months';

let browser: Browser;
let plan: { id: number; name: string };
let code: string;
const member = newAccount('billing');

beforeAll(async () => {
  browser = await openBrowser();
  // A yearly plan beside the seed's monthly one, and a code for it alone, as an admin adds them.
  plan = await asStaff('POST', 'plans', {
    name: unique('Yearly Membership'),
    amount: 19999,
    interval: 'year',
    trialDays: 0,
    features: ['Every lecture', 'Two months free'],
    active: true,
    displayOrder: 1,
  });
  code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await asStaff('POST', 'offers', {
    code,
    description: 'Browser test offer',
    percentOff: 40,
    duration: 'repeating',
    durationMonths: 12,
    planIds: [plan.id],
  });
  await signUpVerified(member);
});

afterAll(async () => {
  // The worker's other files find the seed's one plan: the plan, bought now, can only be withdrawn.
  if (plan) await asStaff('PATCH', `plans/${plan.id}`, { active: false });
  await browser.close();
});

it("opens Select Plan from an offer's link and shows the plan's price before and after the code", async () => {
  const { page } = browser;
  await signInWithApi(page, member, `/select-plan?code=${code.toLowerCase()}`);
  const yearly = page.getByRole('group', { name: plan.name });
  await yearly.getByText('USD 199.99').waitFor(WAIT);
  await page.getByRole('group', { name: 'Monthly Membership' }).getByText('USD 49.99').waitFor(WAIT);
  await yearly.getByRole('button', { name: 'Select Plan' }).click();

  const price = yearly.getByTestId('offer-price');
  await price.getByText(LABEL).waitFor(WAIT);
  expect(await price.locator('del').innerText()).toBe('USD 199.99');
  await price.getByText('USD 119.99').waitFor();
  expect(await page.getByLabel('Have a code?').inputValue()).toBe(code.toLowerCase());
  expect(await seriousViolations(page)).toEqual([]);
});

it('lays the cards side by side on a desktop and under each other on a phone, never wider than the screen', async () => {
  const { page } = browser;
  const boxes = () =>
    Promise.all(
      ['Monthly Membership', plan.name].map(async (name) => (await page.getByRole('group', { name }).boundingBox())!),
    );
  const [monthly, yearly] = await boxes();
  expect(yearly.y).toBe(monthly.y);
  expect(yearly.x).toBeGreaterThanOrEqual(monthly.x + monthly.width);

  await page.setViewportSize({ width: 360, height: 800 });
  try {
    await page.waitForFunction(() => document.documentElement.scrollWidth <= 360);
    const [top, below] = await boxes();
    expect(below.y).toBeGreaterThanOrEqual(top.y + top.height);
    expect(below.x + below.width).toBeLessThanOrEqual(360);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

it('pays the discounted price with the test card and gets access', async () => {
  const { page, baseUrl } = browser;
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  const created = page.waitForRequest((request) => request.url().endsWith('/api/user/create/subscription'));
  await page.getByRole('button', { name: 'Pay' }).click();
  expect((await created).postDataJSON()).toEqual({ planId: plan.id, code: code.toLowerCase() });
  await page.getByRole('dialog').getByText('Please log in again to start your membership.').waitFor(WAIT);
  await page.waitForURL(`${baseUrl}/`, WAIT);
  expect(await signInAs(page, member)).toBe('/dashboard');
});

it('lists the charge on the profile with its discount, card and receipt number, and downloads the receipt as a PDF', async () => {
  const { page } = browser;
  await signInWithApi(page, member, '/profile', { tourSeen: true });
  const billing = page.getByRole('region', { name: 'Billing' });
  const charge = billing.getByTestId('charge').first();
  await charge.waitFor(WAIT);
  expect(await billing.getByText(plan.name, { exact: true }).count()).toBe(1);
  expect(await billing.getByTestId('next-charge').innerText()).toMatch(
    /^Next charge USD \d+\.\d{2} on \d{1,2} \w+ \d{4}$/,
  );
  const text = await charge.innerText();
  expect(text).toContain(plan.name);
  expect(text).toContain('USD 119.99');
  expect(text).toContain(`Discount USD 80.00: ${code} (${LABEL})`);
  expect(text).toContain('Visa •••• 4242');
  const receiptNumber = /Receipt (R-\d+)/.exec(text)?.[1];
  expect(receiptNumber).toBeTruthy();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  try {
    await page.waitForFunction(() => document.documentElement.scrollWidth <= 360);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const [download, answer] = await Promise.all([
    page.waitForEvent('download', WAIT),
    page.waitForResponse((response) => response.url().includes('/api/user/billing/receipts/'), WAIT),
    charge.getByRole('button', { name: `Receipt (PDF) ${receiptNumber}` }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
  expect(download.suggestedFilename()).toBe(`receipt-${receiptNumber}.pdf`);
  const pdf = await fs.readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

it("seats a stable's player: the buyer invites from the profile, the player joins from the mail and sees the lectures", async () => {
  const { page, baseUrl } = browser;
  const [stable, player] = await Promise.all([
    signUpSubscribed(newAccount('stable'), { seats: 3 }),
    signUpVerified(newAccount('player')),
  ]);
  await signInWithApi(page, stable, '/profile', { tourSeen: true });
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByText('1 of 3 seats used').waitFor(WAIT);
  await team.getByLabel('Email of the member to invite').fill(player.email);
  await team.getByRole('button', { name: 'Invite' }).click();
  await team.getByText('2 of 3 seats used').waitFor(WAIT);

  const link = new URL(await readOutboxLink(player.email, '/join-team'));
  await signInWithApi(page, player, `${link.pathname}${link.search}`, { tourSeen: true });
  await page.getByRole('button', { name: 'Take my seat' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`, WAIT);
  await page.goto(`${baseUrl}/content-library`);
  await page.getByRole('heading', { level: 1, name: 'Content Library' }).waitFor(WAIT);
});
