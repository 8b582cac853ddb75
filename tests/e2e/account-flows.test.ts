import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { newAccount, resetStorage, signInAs, signUpUnverified, signUpVerified } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { countMailsTo, readOutboxCode } from './helpers/outbox.js';
import { waitForTheme } from './helpers/page-state.js';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
beforeEach(() => resetStorage(browser.page));

it("shows the server's message when login or signup is refused", async () => {
  const { page, baseUrl } = browser;
  const account = await signUpVerified();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Invalid email or password').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');

  await page.goto(`${baseUrl}/sign-up`);
  await page.getByLabel('User Name').fill(account.name);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('DOB').fill('1990-01-01');
  await page.getByLabel('Phone').fill('+1 555 0199');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('An account with this email already exists.').waitFor();
});

it('says why a weak password would be refused as it is typed, fetching the estimator only then', async () => {
  const { page, baseUrl } = browser;
  const scripts: string[] = [];
  const listen = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  };
  page.on('request', listen);
  try {
    await page.goto(`${baseUrl}/sign-up`);
    await page.getByLabel('User Name').fill('Quillon Vantablack');
    await page.getByLabel('DOB').fill('1990-01-01');
    const isNameList = (url: string) => url.includes('/assets/password-names-');
    expect(scripts.filter(isNameList)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByText('This password is too easy to guess. This is a heavily used password.').waitFor();
    expect(scripts.filter(isNameList)).toHaveLength(1);
    await page.getByLabel('Password', { exact: true }).fill('QuillonVantablack');
    await page.getByText('There should not be any personal or page related data.', { exact: false }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Acceptance-Pass-123');
    await page.getByText('too easy to guess', { exact: false }).waitFor({ state: 'detached' });
  } finally {
    page.off('request', listen);
  }
});

it('shows the verification error with a resend form for a bad link', async () => {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/thankyou-verification?token=not-a-real-token`);
  await page.getByText('Verification Error, Please try again.').waitFor();
  await page.getByLabel('Email Address').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Resend Verification Mail' }).click();
  await page.getByText('If this email belongs to an account that is not verified yet').waitFor();
});

it('tells a verification link opened again that the account is verified, with a link to log in', async () => {
  const { page, baseUrl } = browser;
  const link = await signUpUnverified(newAccount('twice'));
  await page.goto(link);
  await page.getByText('Thank You For Verification').waitFor();
  await page.goto(link);
  await page.getByText('Your account is already verified. You can log in now.').waitFor();
  expect(await page.getByText('Verification Error, Please try again.').count()).toBe(0);
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/login`);
});

it('offers to send the verification mail again when a login is refused as unverified', async () => {
  const { page, baseUrl } = browser;
  const account = newAccount('unverified');
  await signUpUnverified(account);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await page.getByText('If this email belongs to an account that is not verified yet').waitFor();
  await expect.poll(() => countMailsTo(account.email)).toBe(2);
});

it('resets a forgotten password with the mailed 4-digit code and logs in with the new one', async () => {
  const { page, baseUrl } = browser;
  const account = await signUpVerified(newAccount('forgot'));
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('link', { name: 'Forget Password' }).click();
  // The router renders the next page in a transition: the login form (with its own Email Address)
  // stays on screen until the lazy page is ready, so wait for the new page before typing.
  await page.getByRole('button', { name: 'Continue' }).waitFor();
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${baseUrl}/forget-password2`);
  // The countdown starts at 50 s; on a loaded machine the page may first be read a few seconds in.
  await page.getByText(/Resending in 00:(50|[0-4]\d)/).waitFor();
  await page.getByRole('button', { name: 'Resend Code', disabled: true }).waitFor();

  const code = await readOutboxCode(account.email);
  for (const [index, digit] of [...code].entries()) await page.getByLabel(`Digit ${index + 1} of 4`).fill(digit);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${baseUrl}/forget-password3`);

  const fresh = 'a-brand-new-password';
  await page.getByLabel('New Password').fill(fresh);
  await page.getByLabel('Confirm Password').fill(fresh);
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Your password has been reset.').waitFor();
  await page.waitForURL(`${baseUrl}/login`);

  expect(await signInAs(page, { email: account.email, password: fresh })).toBe('/select-plan');
});

it('logs out through the confirm and success dialogs, clearing storage and the dark theme', async () => {
  const { page, baseUrl } = browser;
  const account = await signUpVerified();
  await signInAs(page, account);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await waitForTheme(page, 'dark');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await confirm.getByRole('button', { name: 'No' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => localStorage.getItem('login'))).toBeTruthy();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('dialog', { name: 'Successfully Logged Out' }).getByRole('button', { name: 'OK' }).click();

  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await waitForTheme(page, 'light');
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ isDark: 'false' });
  await page.goto(`${baseUrl}/select-plan`);
  await page.waitForURL(`${baseUrl}/login`);
});

it('lets a member without a membership change the password from the profile; the session goes on, the new password logs in', async () => {
  const { page, baseUrl } = browser;
  const account = await signUpVerified();
  expect(await signInAs(page, account)).toBe('/select-plan');
  const before = await page.evaluate(() => localStorage.getItem('login'));
  await page.goto(`${baseUrl}/profile`);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.waitForURL(`${baseUrl}/profile/change-password`);
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('another-good-password');
  await page.getByLabel('Confirm New Password').fill('another-good-password');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('dialog').getByText('Your Password is Successfully Updated!').waitFor();
  await page.waitForURL(`${baseUrl}/profile`);
  expect(await page.evaluate(() => localStorage.getItem('login'))).not.toBe(before);

  await resetStorage(page);
  expect(await signInAs(page, { email: account.email, password: 'another-good-password' })).toBe('/select-plan');
});
