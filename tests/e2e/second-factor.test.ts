import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { runningEmbeddedUrl } from '../../server/ops/running-database.js';
import { newAccount, resetStorage, signInAs, signUpVerified, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { E2E_ADMIN, startProduct } from './helpers/global-setup.js';
import { product as sharedProduct } from './helpers/product.js';
import { queryProduct } from './helpers/product-database.js';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** The password step through the login form. */
async function submitPassword(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await resetStorage(page, { baseUrl });
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function arrivesAt(page: Page, pathname: string) {
  await page.getByText('Login Successfuly!').waitFor();
  await page.waitForURL((url) => url.pathname === pathname);
  expect(await page.evaluate(() => localStorage.getItem('login'))).toBeTruthy();
}

/** Adding a factor asks for the password first. */
async function confirmItIsYou(page: Page, password: string) {
  const proof = page.getByRole('dialog', { name: 'Confirm It Is You' });
  await proof.getByLabel('Password').fill(password);
  await proof.getByRole('button', { name: 'Confirm' }).click();
}

describe('an authenticator app', () => {
  beforeEach(() => resetStorage(browser.page));

  it('is set up on the profile, then completes the login with its code, and a recovery code works too', async () => {
    const { page, baseUrl } = browser;
    const account = await signUpVerified(newAccount('totp'));
    await signInAs(page, account);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: 'Set Up App' }).click();
    await confirmItIsYou(page, account.password);
    const setup = page.getByRole('dialog', { name: 'Set Up App' });
    await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await setup.getByTestId('totp-secret').innerText()).match(/[A-Z2-7]{16,}/)![0];
    await setup.getByLabel('Authentication code').fill(await generate({ secret }));
    await setup.getByRole('button', { name: 'Turn On' }).click();

    const shown = page.getByRole('dialog', { name: 'Your Recovery Codes' });
    const listed = shown.getByRole('list', { name: 'Your Recovery Codes' }).getByRole('listitem');
    await listed.first().waitFor();
    const codes = await listed.allInnerTexts();
    expect(codes).toHaveLength(10);
    await shown.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('10 of 10 left').waitFor();
    // The security activity says at once that the other devices were signed out.
    const activity = page.getByRole('region', { name: 'Recent security activity' });
    await activity.getByText('Signed out everywhere else, second factor added').waitFor();

    await submitPassword(page, baseUrl, account);
    await page.getByRole('heading', { name: 'Two-Factor Authentication' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('login'))).toBeNull();
    // The next time step's code: the one that confirmed the app is spent, and one step ahead is allowed.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByLabel('Authentication code').fill(next);
    await page.getByRole('button', { name: 'Verify' }).click();
    await arrivesAt(page, '/select-plan');

    await submitPassword(page, baseUrl, account);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await arrivesAt(page, '/select-plan');

    // The same recovery code is refused the second time.
    await submitPassword(page, baseUrl, account);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is wrong or has already been used.').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('login'))).toBeNull();
  });
});

/**
 * Passkeys need a domain as the relying party (never an IP address): this part runs its own server,
 * opened as http://localhost with PUBLIC_URL saying so, and with STAFF_MFA=required. Its database is a
 * new one on the PostgreSQL the worker's product already runs: a PostgreSQL of its own took most of a
 * minute to set up on a busy machine. Chromium's virtual authenticator stands in for the fingerprint reader.
 */
describe('passkeys, and staff who must have a second factor', () => {
  let product: Awaited<ReturnType<typeof startProduct>>;
  let dataDir: string;
  let cdp: CDPSession;
  let authenticatorId: string | undefined;

  const newAuthenticator = async () => {
    if (authenticatorId) await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    }));
  };

  const database = `passkeys_${randomUUID().replaceAll('-', '')}`;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-e2e-passkeys-'));
    await fs.chmod(dataDir, 0o755);
    await queryProduct(`create database ${database}`);
    const url = new URL((await runningEmbeddedUrl(sharedProduct().dataDir))!);
    url.pathname = `/${database}`;
    product = await startProduct(
      {
        CLIENT_DIR: inject('clientDir'),
        DATA_DIR: dataDir,
        DATABASE_URL: url.href,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SEED_DEMO: '0',
        STAFF_MFA: 'required',
      },
      'localhost',
    );
    cdp = await browser.context.newCDPSession(browser.page);
    await cdp.send('WebAuthn.enable');
  });
  afterAll(async () => {
    await cdp?.detach().catch(() => undefined);
    await product?.stop();
    await queryProduct(`drop database if exists ${database} with (force)`);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('walks staff through enrolling a passkey before the key, then signs in with it alone and as the second factor', async () => {
    const { page } = browser;
    await newAuthenticator();
    await submitPassword(page, product.baseUrl, STAFF);
    await page.getByRole('heading', { name: 'Set Up Two-Factor Authentication' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('login'))).toBeNull();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('heading', { name: 'Your Recovery Codes' }).waitFor();
    expect(await page.getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Continue' }).click();
    await arrivesAt(page, '/user-management');

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await arrivesAt(page, '/user-management');

    await submitPassword(page, product.baseUrl, STAFF);
    await page.getByRole('heading', { name: 'Two-Factor Authentication' }).waitFor();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await arrivesAt(page, '/user-management');
  });

  it('adds a passkey on a member profile and signs in with it, no password', async () => {
    const { page } = browser;
    const staffToken = await page.evaluate(() => localStorage.getItem('login'));
    const member = newAccount('passkey');
    const created = await fetch(`${product.baseUrl}/api/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ ...member, dob: '1990-05-17', phone: '+1 555 0100', role: 'member' }),
    });
    expect(created.status).toBe(201);

    await newAuthenticator();
    await submitPassword(page, product.baseUrl, member);
    await arrivesAt(page, '/select-plan');
    await page.goto(`${product.baseUrl}/profile`);
    await page.getByText('No passkeys yet.').waitFor();
    await page.getByRole('button', { name: 'Add Passkey' }).click();
    await confirmItIsYou(page, member.password);
    const shown = page.getByRole('dialog', { name: 'Your Recovery Codes' });
    await shown.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Passkey 1', { exact: true }).waitFor();
    await page.getByText('Not used yet').waitFor();

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await arrivesAt(page, '/select-plan');
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(member.name);

    await page.goto(`${product.baseUrl}/profile`);
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Passkey name').fill('Work laptop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Work laptop', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    const proof = page.getByRole('dialog', { name: 'Remove: Work laptop' });
    await proof.getByLabel('Password').fill(member.password);
    await proof.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('No passkeys yet.').waitFor();
    await expect.poll(() => page.getByText('Recovery codes', { exact: true }).count()).toBe(0);
  });
});
