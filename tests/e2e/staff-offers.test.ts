import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, newAccount, sidebarLinks, signInAs, signUpSubscribed, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { asStaff, chooseOption } from './helpers/staff-api.js';

/** Plans and offers, as an admin runs a sale: a yearly plan, a code for it, its use counted in the list. */
const WAIT = { timeout: 30_000 };
const PLAN = 'Annual Membership';
const CODE = 'BLACKFRIDAY';

/** The Monday after today (a week on when today is one), as the date picker takes it. */
function nextMonday(): { typed: string; shown: string } {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  const typed = day.toISOString().slice(0, 10);
  const shown = day.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return { typed, shown };
}

let browser: Browser;
let planId: number | undefined;
beforeAll(async () => {
  browser = await openBrowser();
  await signInAs(browser.page, STAFF);
});
afterAll(async () => {
  // Other files on this product show Select Plan: only the plans they know stay offered.
  if (planId) await asStaff('PATCH', `plans/${planId}`, { active: false });
  await browser?.close();
});

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
  await field('Redemption limit').fill('100');
  await field('End Date').fill(endsOn);
  await field('End Date').press('Tab');
}

describe('plans and offers on the staff side', () => {
  it('adds a yearly plan, then an offer for it alone, listed with no use yet; the same code again is refused', async () => {
    const { page, baseUrl } = browser;
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
    await page.getByRole('button', { name: 'Save' }).click();
    await successDialogComesAndGoes(page, 'Plan Added Successfully');
    await page.waitForURL(`${baseUrl}/plans`);
    const planRow = page.getByRole('table', { name: 'Plans' }).getByRole('row').filter({ hasText: PLAN });
    await planRow.getByRole('cell', { name: 'USD 199.99 / yearly', exact: true }).waitFor(WAIT);
    // The default plan stays: the server's refusal is the toast.
    await page.getByRole('button', { name: 'Delete Monthly Membership' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Yes' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The default plan is always offered: make another plan the default first.' })
      .waitFor(WAIT);
    const plans = await asStaff<{ id: number; name: string; amount: number; interval: string }[]>('GET', 'plans');
    const plan = plans.find((candidate) => candidate.name === PLAN)!;
    planId = plan.id;
    expect(plan).toMatchObject({ amount: 19999, interval: 'year' });
    expect(plans.map((candidate) => candidate.name)).toContain('Monthly Membership');

    const ends = nextMonday();
    await page.goto(`${baseUrl}/offers`);
    await page.getByRole('button', { name: 'Add New Offer' }).click();
    await page.waitForURL(`${baseUrl}/add-offer`);
    await fillBlackFriday(page, ends.typed);
    await page.getByRole('button', { name: 'Save' }).click();
    await successDialogComesAndGoes(page, 'Offer Added Successfully');
    await page.waitForURL(`${baseUrl}/offers`);

    await searchOffers(page, 'blackfri');
    const row = offerRow(page);
    await row.waitFor(WAIT);
    for (const cell of ['40%', 'first 12 months', PLAN, '0 / 100', 'USD 0.00', 'Active'])
      await row.getByRole('cell', { name: cell, exact: true }).waitFor(WAIT);
    expect(await row.innerText()).toContain(`– ${ends.shown}`);
    const [stored] = await asStaff<Record<string, unknown>[]>('GET', `offers?q=${CODE}`);
    expect(stored).toMatchObject({
      code: CODE,
      percentOff: 40,
      amountOff: null,
      duration: 'repeating',
      durationMonths: 12,
      planIds: [planId],
      maxRedemptions: 100,
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
    expect(await asStaff<unknown[]>('GET', `offers?q=${CODE}`)).toHaveLength(1);
  });

  it('counts a member who bought the annual plan with the code: one of 100 used, and what they paid', async () => {
    const { page, baseUrl } = browser;
    expect(planId).toBeDefined();
    await signUpSubscribed(newAccount('blackfriday'), { planId, code: CODE });
    await page.goto(`${baseUrl}/offers`);
    await searchOffers(page, CODE);
    const row = offerRow(page);
    await row.getByRole('cell', { name: '1 / 100', exact: true }).waitFor(WAIT);
    // 40 % off USD 199.99 is USD 80.00 off: the member paid USD 119.99.
    await row.getByRole('cell', { name: 'USD 119.99', exact: true }).waitFor(WAIT);
  });

  it('fits the offers list and form into a phone’s width', async () => {
    const { page, baseUrl } = browser;
    await page.setViewportSize({ width: 360, height: 800 });
    try {
      for (const [path, heading] of [
        ['/offers', 'Offers'],
        ['/add-offer', 'Add Offer'],
        ['/plans', 'Plans'],
      ]) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { name: heading, exact: true }).waitFor(WAIT);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('shows an editor neither Plans nor Offers, and sends them from /offers to their own first screen', async () => {
    const editor: Account = newAccount('editor');
    await asStaff('POST', 'user', { ...editor, dob: '1990-05-17', phone: '+1 555 0100', role: 'editor' });
    const other = await openBrowser();
    const { page, baseUrl } = other;
    try {
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
    } finally {
      await other.close();
    }
  });
});
