import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { newAccount, signInWithApi, signUpSubscribed, signUpVerified } from './helpers/accounts.js';
import { nextMonday } from './helpers/next-monday.js';
import { asStaff } from './helpers/staff-api.js';

const WAIT = { timeout: 30_000 };

/**
 * The README's pictures of selling: an annual plan beside the monthly one with a Black Friday code on
 * Select Plan, a member's billing history, and that payment's receipt (its PDF's page, through
 * poppler's pdftoppm). The member's payment also gives the Offers screen a redemption and revenue.
 */
export async function shootBillingScreens(page: Page, out: string): Promise<string[]> {
  const plan = await asStaff<{ id: number }>('POST', 'plans', {
    name: 'Annual Membership',
    amountCents: 19999,
    interval: 'year',
    features: ['Everything in Monthly', 'Two months free', 'One charge a year'],
    displayOrder: 1,
  });
  await asStaff('POST', 'offers', {
    code: 'BLACKFRIDAY',
    description: 'Black Friday: 40% off your first year',
    percentOff: 40,
    duration: 'repeating',
    durationMonths: 12,
    planIds: [plan.id],
    maxRedemptions: 100,
    endsAt: nextMonday().typed,
  });
  const files: string[] = [];
  const shoot = async (name: string, fullPage = false) => {
    const file = path.join(out, name);
    await page.screenshot({ path: file, fullPage });
    files.push(file);
  };
  await page.setViewportSize({ width: 1280, height: 800 });

  const visitor = await signUpVerified({ ...newAccount('plans'), name: 'Sam Carter' });
  await signInWithApi(page, visitor, '/select-plan?code=BLACKFRIDAY', { tourSeen: true });
  const annual = page.getByRole('group', { name: 'Annual Membership' });
  await annual.getByRole('button', { name: 'Select Plan' }).click();
  await annual.getByTestId('offer-price').getByText('USD 119.99').waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  await shoot('select-plan-offer.png');

  const buyer = await signUpSubscribed(
    { ...newAccount('billing'), name: 'Jordan Lee' },
    { planId: plan.id, code: 'BLACKFRIDAY' },
  );
  await signInWithApi(page, buyer, '/profile', { tourSeen: true });
  const billing = page.getByRole('region', { name: 'Billing' });
  await billing.getByTestId('card-on-file').getByText('Visa •••• 4242').waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  await shoot('billing-history.png', true);

  const pdf = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('login')}` };
    const { charges } = await (await fetch('/api/user/billing', { headers })).json();
    const bytes = new Uint8Array(await (await fetch(charges[0].receipt, { headers })).arrayBuffer());
    return Array.from(bytes);
  });
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-receipt-'));
  try {
    await fs.writeFile(path.join(folder, 'receipt.pdf'), Buffer.from(pdf));
    await promisify(execFile)('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-singlefile',
      path.join(folder, 'receipt.pdf'),
      path.join(out, 'receipt'),
    ]);
    files.push(path.join(out, 'receipt.png'));
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
  return files;
}
