import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, signInAs, signInWithApi, signUpVerified, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { queryProduct } from './helpers/product-database.js';
import { asStaff, unique } from './helpers/staff-api.js';

/** A plan's free trial bought through Select Plan, then its first charge failing, as staff see it. */
const WAIT = { timeout: 30_000 };
const DAY = 86_400_000;
const member = newAccount('trial');
const billingDay = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

let members: Browser;
let staff: Browser;
let plan: { id: number; name: string };

beforeAll(async () => {
  [members, staff] = await Promise.all([openBrowser(), openBrowser()]);
  plan = await asStaff('POST', 'plans', {
    name: unique('Trial Monthly'),
    amountCents: 2999,
    interval: 'month',
    trialDays: 7,
    features: ['Every lecture'],
    active: true,
    displayOrder: 3,
  });
  await signUpVerified(member);
});
afterAll(async () => {
  // The worker's other files find the plans they know on Select Plan (this one, bought, is withdrawn),
  // and no payment failing under User Management.
  if (plan) await asStaff('PATCH', `plans/${plan.id}`, { active: false });
  await queryProduct(
    `update subscriptions set status = 'canceled' where user_id = (select id from users where email = $1)`,
    [member.email],
  );
  await Promise.all([members?.close(), staff?.close()]);
});

it('starts the free trial from Select Plan: the card is taken, nothing charged, the first charge a week on', async () => {
  const { page, baseUrl } = members;
  await signInWithApi(page, member, '/select-plan');
  const card = page.getByRole('group', { name: plan.name });
  await card.getByText('7-day free trial').waitFor(WAIT);
  await card.getByRole('button', { name: 'Select Plan' }).click();
  // Stripe's test card that pays its first charge and declines the later ones: a trial's first charge is later.
  await page.getByLabel('Card number').fill('4000 0000 0000 0341');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  const started = page.waitForResponse((response) => response.url().endsWith('/api/user/create/subscription'));
  await page.getByRole('button', { name: 'Pay' }).click();
  expect(await (await started).json()).toMatchObject({ trialDays: 7, amountCents: 2999 });
  await page.getByRole('dialog').getByText('Please log in again to start your membership.').waitFor(WAIT);
  await page.waitForURL(`${baseUrl}/`, WAIT);
  expect(await signInAs(page, member)).toBe('/dashboard');

  await signInWithApi(page, member, '/profile', { tourSeen: true });
  const billing = page.getByRole('region', { name: 'Billing' });
  await billing.getByText('No charges yet').waitFor(WAIT);
  const firstCharge = await billing.getByTestId('next-charge').innerText();
  expect([6, 7].map((days) => `Next charge USD 29.99 on ${billingDay(new Date(Date.now() + days * DAY))}`)).toContain(
    firstCharge,
  );
});

it('lists the member under User Management once that charge fails, with since when and the next retry', async () => {
  // The state the hourly job leaves when the card declines the trial's first charge (the API suite
  // drives the job itself: tests/api/local-dunning.test.ts).
  await queryProduct(
    `update subscriptions set status = 'past_due', payment_failed_at = now(), failed_payment_attempts = 1,
       next_payment_attempt_at = now() + interval '1 day'
     where user_id = (select id from users where email = $1)`,
    [member.email],
  );
  const { page, baseUrl } = staff;
  await signInAs(page, STAFF);
  await page.goto(`${baseUrl}/user-management`);
  const failing = page.getByRole('region', { name: 'Payment failing' });
  const row = failing.getByRole('row').filter({ hasText: member.email });
  await row.waitFor(WAIT);
  expect(await row.innerText()).toContain(billingDay(new Date(Date.now() + DAY)));
  await row.getByRole('link', { name: member.name }).click();
  await page.getByText('Payment failed — retrying').first().waitFor(WAIT);
  await page
    .getByText(`Failing since ${billingDay(new Date())}`, { exact: false })
    .first()
    .waitFor(WAIT);
});
