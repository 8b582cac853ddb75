import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, newAccount, signInAs, signUpSubscribed, signUpVerified, STAFF } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { asStaff } from './helpers/staff-api.js';

/** A member's billing on User Details: an admin refunds and gives free memberships, support only reads. */
const WAIT = { timeout: 30_000 };
const DAY = 24 * 60 * 60 * 1000;

interface StaffBilling {
  charges: { kind: string; amountCents: number; receiptNumber: string }[];
  compedUntil: string | null;
}

let browser: Browser;
let paying: Account;
beforeAll(async () => {
  browser = await openBrowser();
  paying = await signUpSubscribed(newAccount('billing-paying'));
});
afterAll(() => browser?.close());

async function idOf(account: Account): Promise<number> {
  const users = await asStaff<{ id: number; email: string }[]>(
    'GET',
    `user/getAll?q=${encodeURIComponent(account.name)}`,
  );
  return users.find((user) => user.email === account.email)!.id;
}

/** User Details of `account`, and its Billing card once its charges (or their absence) show. */
async function openBilling(page: Page, id: number) {
  await page.goto(`${browser.baseUrl}/user-management/user-details/${id}`);
  const card = page.getByRole('region', { name: 'Billing' });
  await card.getByText('Plan', { exact: true }).waitFor(WAIT);
  return card;
}

describe("a member's billing for staff", () => {
  it('lets an admin refund USD 10.00 of a payment and lists the refund', async () => {
    const { page } = browser;
    await signInAs(page, STAFF);
    const id = await idOf(paying);
    const card = await openBilling(page, id);
    const payment = card.getByTestId('charge').filter({ hasText: 'USD 49.99' });
    await payment.waitFor(WAIT);
    expect(await card.getByTestId('next-charge').innerText()).toMatch(/^Next charge USD 49\.99 on \d{1,2} \S+ \d{4}$/);
    // A paying member's membership is cancelled before a free one is given.
    expect(await card.getByRole('button', { name: 'Give free membership' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await payment.getByRole('button', { name: /^Refund R-\d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund R-\d+$/ });
    await dialog.getByLabel('Amount').fill('10');
    const sent = page.waitForRequest((request) => /\/api\/charges\/\d+\/refund$/.test(request.url()));
    await successDialogComesAndGoes(page, 'Refund Made Successfully', () =>
      dialog.getByRole('button', { name: 'Refund', exact: true }).click(),
    );
    expect((await sent).postDataJSON()).toEqual({ amountCents: 1000 });

    const refund = card.getByTestId('charge').filter({ hasText: '−USD 10.00' });
    await refund.waitFor(WAIT);
    expect(await refund.getByText('Refund', { exact: true }).count()).toBe(1);
    const { charges } = await asStaff<StaffBilling>('GET', `user/${id}/billing`);
    expect(charges.map((charge) => [charge.kind, charge.amountCents])).toEqual([
      ['refund', 1000],
      ['payment', 4999],
    ]);
    expect(await refund.innerText()).toContain(`Receipt ${charges[0].receiptNumber}`);
  });

  it('lets an admin give a member without one a free membership for 3 months, and end it', async () => {
    const { page } = browser;
    const member = await signUpVerified(newAccount('billing-comp'));
    const id = await idOf(member);
    const card = await openBilling(page, id);
    await card.getByText('No membership').waitFor(WAIT);

    await card.getByRole('button', { name: 'Give free membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give free membership' });
    await dialog.getByLabel('Months', { exact: true }).fill('3');
    await successDialogComesAndGoes(page, 'Free Membership Given Successfully', () =>
      dialog.getByRole('button', { name: 'Give', exact: true }).click(),
    );

    const comp = card.getByTestId('comp');
    await comp.waitFor(WAIT);
    expect(await comp.innerText()).toMatch(/^Free membership until \d{1,2} \S+ \d{4}$/);
    const { compedUntil } = await asStaff<StaffBilling>('GET', `user/${id}/billing`);
    const days = (Date.parse(compedUntil!) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(88);
    expect(days).toBeLessThan(93);
    // The user's own record follows: their Subscription reads Active.
    await page.getByRole('row').filter({ hasText: 'Subscription' }).getByText('Active', { exact: true }).waitFor(WAIT);

    await card.getByRole('button', { name: 'End free membership' }).click();
    await successDialogComesAndGoes(page, 'Free Membership Ended Successfully', () =>
      page.locator('.ant-popconfirm').getByRole('button', { name: 'Yes' }).click(),
    );
    await comp.waitFor({ state: 'detached', ...WAIT });
    await card.getByRole('button', { name: 'Give free membership' }).waitFor(WAIT);
    expect((await asStaff<StaffBilling>('GET', `user/${id}/billing`)).compedUntil).toBeNull();
  });

  it('shows a support agent the billing with no buttons', async () => {
    const { page } = browser;
    const support = newAccount('billing-support');
    await asStaff('POST', 'user', { ...support, dob: '1990-05-17', phone: '+1 555 0100', role: 'support' });
    await signInAs(page, support);
    const card = await openBilling(page, await idOf(paying));
    await card.getByTestId('charge').filter({ hasText: 'USD 49.99' }).waitFor(WAIT);
    expect(await card.getByTestId('charge').count()).toBeGreaterThanOrEqual(1);
    expect(await card.getByRole('button').count()).toBe(0);
  });
});
