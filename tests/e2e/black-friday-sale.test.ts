import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../api/helpers/pdf-text.js';
import {
  type Account,
  newAccount,
  sidebarLinks,
  signInAs,
  signInWithApi,
  signUpVerified,
  STAFF,
} from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { nextMonday } from './helpers/next-monday.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { queryProduct } from './helpers/product-database.js';
import { asStaff, chooseOption } from './helpers/staff-api.js';

/**
 * A Black Friday sale from start to end: an admin adds a yearly plan and the BLACKFRIDAY code for it
 * through the staff screens, a new member buys the plan with the code on Select Plan, the profile and
 * the receipt PDF show the discount, the Offers list counts the redemption and its revenue, and the code
 * is refused once its redemptions are used up.
 */
const WAIT = { timeout: 30_000 };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 800 };
const PLAN = 'Annual Membership';
const CODE = 'BLACKFRIDAY';
const LABEL = '40% off the first 12 months';
const REDEMPTION_LIMIT = 100;
/** Stand-ins for the members who bought with the code before: written to the database, not paid. */
const EARLIER_BUYER = 'earlier-buyer-';

let staff: Browser;
let members: Browser;
let planId: number | undefined;
const buyer = newAccount('blackfriday');

beforeAll(async () => {
  [staff, members] = await Promise.all([openBrowser(), openBrowser()]);
  await Promise.all([signInAs(staff.page, STAFF), signUpVerified(buyer)]);
});
afterAll(async () => {
  // Other files on this product show Select Plan and list users: only what they know stays.
  if (planId) await asStaff('PATCH', `plans/${planId}`, { active: false });
  await queryProduct('delete from users where email like $1', [`${EARLIER_BUYER}%`]);
  await Promise.all([staff?.close(), members?.close()]);
});

/** The page, at a phone's width, is no wider than the screen; then the desktop's width again. */
async function fitsAPhone(page: Page, what: string): Promise<void> {
  await page.setViewportSize(PHONE);
  try {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: what, ...WAIT })
      .toBeLessThanOrEqual(PHONE.width);
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}

const offerRow = (page: Page) => page.getByRole('table', { name: 'Offers' }).getByRole('row').filter({ hasText: CODE });

/** A choice of antd's button-style radios: its input is hidden under the label people click. */
async function pick(page: Page, choice: string): Promise<void> {
  const radio = page.getByRole('radio', { name: choice, exact: true });
  await page.locator('label', { has: radio }).click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

async function searchOffers(page: Page, text: string): Promise<void> {
  const search = page.getByLabel('Search offers by code', { exact: true });
  await search.fill(text);
  await search.press('Enter');
}

/** The BLACKFRIDAY offer on the Add Offer form, up to Save. */
async function fillBlackFriday(page: Page, endsOn: string): Promise<void> {
  await page.getByRole('heading', { name: 'Add Offer', exact: true }).waitFor(WAIT);
  const form = page.locator('form');
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Code').fill(CODE.toLowerCase());
  expect(await field('Code').inputValue()).toBe(CODE);
  await field('Description').fill('40% off the first year of the annual plan.');
  await field('Percent off').fill('40');
  await pick(page, 'Repeating');
  await field('Months').fill('12');
  await chooseOption(page, 'Plans', PLAN);
  await page.keyboard.press('Escape');
  await field('Redemption limit').fill(String(REDEMPTION_LIMIT));
  await field('End Date').fill(endsOn);
  await field('End Date').press('Tab');
}

/** The signed-in member's charges, as the API gives them to the page. */
const chargesSeenBy = (page: Page) =>
  page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('login')}` };
    return ((await (await fetch('/api/user/billing', { headers })).json()) as { charges: unknown[] }).charges;
  });

describe('a Black Friday sale', () => {
  it('starts with an admin adding a yearly plan beside the monthly one, which stays', async () => {
    const { page, baseUrl } = staff;
    expect(await sidebarLinks(page)).toEqual(expect.arrayContaining(['Promotion Management', 'Plans', 'Offers']));
    await page.goto(`${baseUrl}/plans`);
    await page.getByRole('button', { name: 'Add New Plan' }).click();
    await page.waitForURL(`${baseUrl}/add-plan`);
    await page.getByText('A new price applies to new members; current members keep theirs.').waitFor(WAIT);
    const planForm = page.locator('form');
    await planForm.getByLabel('Name', { exact: true }).fill(PLAN);
    await planForm.getByLabel('Price', { exact: true }).fill('199.99');
    await pick(page, 'Yearly');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await planForm.getByLabel('Feature 1', { exact: true }).fill('Every lecture, all year');
    await successDialogComesAndGoes(page, 'Plan Added Successfully', () =>
      page.getByRole('button', { name: 'Save' }).click(),
    );
    await page.waitForURL(`${baseUrl}/plans`);
    const planRow = page.getByRole('table', { name: 'Plans' }).getByRole('row').filter({ hasText: PLAN });
    await planRow.getByRole('cell', { name: 'USD 199.99 / yearly', exact: true }).waitFor(WAIT);
    await fitsAPhone(page, '/plans');
    // The default plan stays: the server's refusal is the toast.
    await page.getByRole('button', { name: 'Delete Monthly Membership' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Yes' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The default plan is always offered: make another plan the default first.' })
      .waitFor(WAIT);
    const plans = await asStaff<{ id: number; name: string; amountCents: number; interval: string }[]>('GET', 'plans');
    const plan = plans.find((candidate) => candidate.name === PLAN)!;
    planId = plan.id;
    expect(plan).toMatchObject({ amountCents: 19999, interval: 'year' });
    expect(plans.map((candidate) => candidate.name)).toContain('Monthly Membership');
  });

  it('adds BLACKFRIDAY, 40% off the first year of that plan for 100 members until Monday; the same code again is refused', async () => {
    const { page, baseUrl } = staff;
    const ends = nextMonday();
    await page.goto(`${baseUrl}/offers`);
    await page.getByRole('button', { name: 'Add New Offer' }).click();
    await page.waitForURL(`${baseUrl}/add-offer`);
    await fillBlackFriday(page, ends.typed);
    await successDialogComesAndGoes(page, 'Offer Added Successfully', () =>
      page.getByRole('button', { name: 'Save' }).click(),
    );
    await page.waitForURL(`${baseUrl}/offers`);

    await searchOffers(page, 'blackfri');
    const row = offerRow(page);
    await row.waitFor(WAIT);
    for (const cell of ['40%', 'first 12 months', PLAN, '0 / 100', 'USD 0.00', 'Active'])
      await row.getByRole('cell', { name: cell, exact: true }).waitFor(WAIT);
    expect(await row.innerText()).toContain(`– ${ends.shown}`);
    await fitsAPhone(page, '/offers');
    const [stored] = await asStaff<Record<string, unknown>[]>('GET', `offers?q=${CODE}`);
    expect(stored).toMatchObject({
      code: CODE,
      percentOff: 40,
      amountOffCents: null,
      duration: 'repeating',
      durationMonths: 12,
      planIds: [planId],
      maxRedemptions: REDEMPTION_LIMIT,
      redemptions: 0,
      revenue: 0,
    });
    expect(String(stored.endsAt).slice(0, 10)).toBe(ends.typed);

    // The same code again: the server's refusal under the Code field, nothing added.
    await page.getByRole('button', { name: 'Add New Offer' }).click();
    await page.waitForURL(`${baseUrl}/add-offer`);
    await fillBlackFriday(page, ends.typed);
    await page.getByRole('button', { name: 'Save' }).click();
    const codeItem = page.locator('form .ant-form-item', { has: page.getByLabel('Code', { exact: true }) });
    await codeItem.getByText(`An offer with the code ${CODE} already exists`).waitFor(WAIT);
    expect(page.url()).toBe(`${baseUrl}/add-offer`);
    await fitsAPhone(page, '/add-offer');
    expect(await asStaff<unknown[]>('GET', `offers?q=${CODE}`)).toHaveLength(1);
  });

  it("shows a new member who follows the sale's link the annual price before and after the code", async () => {
    const { page } = members;
    await signInWithApi(page, buyer, `/select-plan?code=${CODE.toLowerCase()}`);
    const annual = page.getByRole('group', { name: PLAN });
    await annual.getByText('USD 199.99').waitFor(WAIT);
    await page.getByRole('group', { name: 'Monthly Membership' }).getByText('USD 49.99').waitFor(WAIT);
    await annual.getByRole('button', { name: 'Select Plan' }).click();

    const price = annual.getByTestId('offer-price');
    await price.getByText(LABEL).waitFor(WAIT);
    expect(await price.locator('del').innerText()).toBe('USD 199.99');
    await price.getByText('USD 119.99').waitFor();
    expect(await page.getByLabel('Have a code?').inputValue()).toBe(CODE.toLowerCase());
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lays the plans side by side on a desktop and under each other on a phone, never wider than the screen', async () => {
    const { page } = members;
    const boxes = () =>
      Promise.all(
        ['Monthly Membership', PLAN].map(async (name) => (await page.getByRole('group', { name }).boundingBox())!),
      );
    const [monthly, annual] = await boxes();
    expect(annual.y).toBe(monthly.y);
    expect(annual.x).toBeGreaterThanOrEqual(monthly.x + monthly.width);

    await page.setViewportSize(PHONE);
    try {
      await page.waitForFunction((width) => document.documentElement.scrollWidth <= width, PHONE.width);
      const [top, below] = await boxes();
      expect(below.y).toBeGreaterThanOrEqual(top.y + top.height);
      expect(below.x + below.width).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it('takes the discounted price with the test card and gives the member access', async () => {
    const { page, baseUrl } = members;
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    const created = page.waitForRequest((request) => request.url().endsWith('/api/user/create/subscription'));
    await page.getByRole('button', { name: 'Pay' }).click();
    expect((await created).postDataJSON()).toEqual({ planId, code: CODE.toLowerCase() });
    await page.getByRole('dialog').getByText('Please log in again to start your membership.').waitFor(WAIT);
    await page.waitForURL(`${baseUrl}/`, WAIT);
    expect(await signInAs(page, buyer)).toBe('/dashboard');
  });

  it('lists the payment on the profile with its discount, and its receipt PDF reads the discount', async () => {
    const { page } = members;
    await signInWithApi(page, buyer, '/profile', { tourSeen: true });
    const billing = page.getByRole('region', { name: 'Billing' });
    const charge = billing.getByTestId('charge').first();
    await charge.waitFor(WAIT);
    expect(await billing.getByText(PLAN, { exact: true }).count()).toBe(1);
    expect(await billing.getByTestId('next-charge').innerText()).toMatch(
      /^Next charge USD \d+\.\d{2} on \d{1,2} \w+ \d{4}$/,
    );
    const text = await charge.innerText();
    expect(text).toContain(PLAN);
    expect(text).toContain('USD 119.99');
    expect(text).toContain(`Discount USD 80.00: ${CODE} (${LABEL})`);
    expect(text).toContain('Visa •••• 4242');
    const receiptNumber = /Receipt (R-\d+)/.exec(text)?.[1];
    expect(receiptNumber).toBeTruthy();
    expect(await seriousViolations(page)).toEqual([]);
    await fitsAPhone(page, '/profile');

    const [download, answer] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.waitForResponse((response) => response.url().includes('/api/user/receipts/'), WAIT),
      charge.getByRole('button', { name: `Receipt (PDF) ${receiptNumber}` }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(download.suggestedFilename()).toBe(`receipt-${receiptNumber}.pdf`);
    const receipt = await pdfText(await fs.readFile((await download.path())!));
    expect(receipt).toContain(receiptNumber);
    expect(receipt).toContain(PLAN);
    expect(receipt).toContain(`${CODE} (${LABEL})`);
    // 40 % off USD 199.99 is USD 80.00 off: the member paid USD 119.99.
    expect(receipt).toContain('-$80.00');
    expect(receipt).toContain('$119.99');
  });

  it('updates the card from the profile: the billing card then names the new one', async () => {
    const { page } = members;
    const billing = page.getByRole('region', { name: 'Billing' });
    expect(await billing.getByTestId('card-on-file').innerText()).toBe('Visa •••• 4242');
    await billing.getByRole('button', { name: 'Update card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update your card' });
    await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await billing.getByTestId('card-on-file').getByText('Mastercard •••• 4444').waitFor(WAIT);
  });

  it('moves the member to the monthly plan from the profile, the unused year kept as credit', async () => {
    const { page } = members;
    const billing = page.getByRole('region', { name: 'Billing' });
    await billing.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change plan' });
    await pick(page, 'Monthly Membership: USD 49.99 / monthly');
    // Almost all the year is unused: the month is paid from it and the rest is kept.
    const quote = await dialog.getByTestId('plan-change-quote').innerText();
    expect(quote).toMatch(/^Nothing to pay now\. USD \d+\.\d{2} of unused time is kept for your next charges\. /);
    const changed = page.waitForResponse((response) => response.url().endsWith('/api/user/subscription/change'));
    await dialog.getByRole('button', { name: 'Change plan' }).click();
    expect((await changed).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await billing.getByText('Monthly Membership', { exact: true }).waitFor(WAIT);
    expect(await billing.getByTestId('next-charge').innerText()).toMatch(/^Next charge USD 0\.00 on /);
    expect(await billing.getByTestId('charge').first().innerText()).toContain('less USD 49.99 of unused time');
  });

  it('shows staff the redemption and what it brought in the Offers list', async () => {
    const { page, baseUrl } = staff;
    await page.goto(`${baseUrl}/offers`);
    await searchOffers(page, CODE);
    const row = offerRow(page);
    await row.getByRole('cell', { name: '1 / 100', exact: true }).waitFor(WAIT);
    await row.getByRole('cell', { name: 'USD 119.99', exact: true }).waitFor(WAIT);
  });

  it('refuses the code to the 101st member, naming why, and charges nothing', async () => {
    // The other 99 redemptions: a hundred purchases through the screens would take minutes.
    await queryProduct(
      `with earlier as (
         insert into users (name, email, password_hash)
         select 'Earlier buyer ' || n, $2 || n || '@example.com', '!' from generate_series(1, $3::int) n
         returning id)
       insert into offer_redemptions (offer_id, user_id) select offers.id, earlier.id from offers, earlier where offers.code = $1`,
      [CODE, EARLIER_BUYER, REDEMPTION_LIMIT - 1],
    );
    expect((await asStaff<{ redemptions: number }[]>('GET', `offers?q=${CODE}`))[0].redemptions).toBe(REDEMPTION_LIMIT);

    const { page } = members;
    await signInWithApi(page, await signUpVerified(newAccount('too-late')), '/select-plan');
    const annual = page.getByRole('group', { name: PLAN });
    await annual.getByRole('button', { name: 'Select Plan' }).click();
    await page.getByLabel('Have a code?').fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `The code ${CODE} has been used up.` })
      .waitFor(WAIT);
    expect(await annual.getByTestId('offer-price').count()).toBe(0);
    expect(await chargesSeenBy(page)).toEqual([]);
    expect((await asStaff<Record<string, unknown>[]>('GET', `offers?q=${CODE}`))[0]).toMatchObject({
      redemptions: REDEMPTION_LIMIT,
      revenue: 11999,
    });
  });

  it('shows an editor neither Plans nor Offers, and sends them from /offers to their own first screen', async () => {
    const editor: Account = newAccount('editor');
    await asStaff('POST', 'user', { ...editor, dob: '1990-05-17', phone: '+1 555 0100', role: 'editor' });
    const { page, baseUrl } = members;
    expect(await signInAs(page, editor)).toBe('/lecture-management');
    const links = await sidebarLinks(page);
    expect(links).toContain('Modules');
    expect(links).not.toContain('Plans');
    expect(links).not.toContain('Offers');
    await page.goto(`${baseUrl}/offers`);
    await page.waitForURL(`${baseUrl}/lecture-management`, WAIT);
    await page.goto(`${baseUrl}/add-plan`);
    await page.waitForURL(`${baseUrl}/lecture-management`, WAIT);
    const status = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('login')}` };
      return (await fetch('/api/offers', { headers })).status;
    });
    expect(status).toBe(403);
  });
});
