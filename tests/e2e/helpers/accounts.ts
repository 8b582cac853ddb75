import type { Page } from 'playwright-core';
import { type Browser, openBrowser } from './browser.js';
import { E2E_ADMIN } from './global-setup.js';
import { readOutboxLink } from './outbox.js';
import { forgetPageCookies } from './page-state.js';
import { product } from './product.js';

export interface Account {
  name: string;
  email: string;
  password: string;
}

export const STAFF: Account = { name: 'Admin', ...E2E_ADMIN };

let counter = 0;
/** A fresh account description; nothing is created yet. */
export function newAccount(prefix = 'member'): Account {
  counter += 1;
  const email = `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
  return { name: `Test ${prefix} ${counter}`, email, password: 'correct-horse-battery' };
}

async function api(method: string, route: string, body?: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${product().baseUrl}/api/${route}`, {
    method,
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${String(answer.message)}`);
  return answer;
}

/** A member who signed up through the API and has not opened the verification mail; answers its link. */
export async function signUpUnverified(account: Account): Promise<string> {
  await api('POST', 'auth/signup', {
    name: account.name,
    email: account.email,
    dob: '1990-05-17',
    phone: '+1 555 0100',
    password: account.password,
  });
  return readOutboxLink(account.email, '/thankyou-verification');
}

/** A member who signed up and opened the verification mail (through the API and the outbox). */
export async function signUpVerified(account: Account = newAccount()): Promise<Account> {
  const link = await signUpUnverified(account);
  const token = new URL(link).searchParams.get('token')!;
  await api('PATCH', `auth/verification/${token}`);
  return account;
}

/** What a member buys: the default plan without a code, for themselves alone, unless said. */
export interface Purchase {
  planId?: number;
  code?: string;
  seats?: number;
}

/** A verified member who paid the local gateway with its test card (through the API). */
export async function signUpSubscribed(account: Account = newAccount(), purchase: Purchase = {}): Promise<Account> {
  await signUpVerified(account);
  const { token } = (await api('POST', 'auth/signin', { email: account.email, password: account.password })) as {
    token: string;
  };
  const { clientSecret } = await api('POST', 'user/create/subscription', purchase, token);
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
  const { paymentMethodId } = await api('POST', 'payments/local/confirm', { clientSecret, card }, token);
  await api('POST', 'user/attached/payment-method', { pm_id: paymentMethodId }, token);
  return account;
}

/** Logs in through the login form and waits for the landing page; returns its path. */
export async function signInAs(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  options: { remember?: boolean } = {},
): Promise<string> {
  // Someone still signed in would be sent on from /login: signed out first, keeping the theme.
  await resetStorage(page, { keepTheme: true });
  await page.goto(`${product().baseUrl}/login`);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (options.remember) await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login Successfuly!').waitFor();
  await page.waitForURL((url) => url.pathname !== '/login');
  return new URL(page.url()).pathname;
}

/**
 * The browser keys a sign-in stores (docs/PRODUCT.md#who-sees-what), from the API: for tests whose
 * subject is not the login form. `tourSeen`: the member already took the first-visit tour, whose
 * overlay would otherwise cover the dashboard (and catch clicks) once its data arrives.
 */
export async function signInWithApi(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  path = '/',
  { tourSeen = false } = {},
): Promise<void> {
  const answer = (await api('POST', 'auth/signin', { email: account.email, password: account.password })) as {
    token: string;
    firstTimeSignIn: boolean;
    user: { name: string; role: string; subscribedUser: boolean; profilePicture: string | null };
    staffRules: Record<string, string>;
  };
  if (tourSeen && answer.firstTimeSignIn) {
    await api('POST', 'user/tour-complete', undefined, answer.token);
    answer.firstTimeSignIn = false;
  }
  // Written with no app running and no page cookies: the app would keep them for whatever it found
  // stored, sooner or later, so the first visit to `path` would come drawn by the server or not by
  // chance. Here it is always the plain page.
  await forgetPageCookies(page, product().baseUrl);
  await page.evaluate((a) => {
    localStorage.setItem('login', a.token);
    localStorage.setItem('username', a.user.name);
    localStorage.setItem('role', a.user.role);
    localStorage.setItem('isSubscribe', String(a.user.subscribedUser));
    localStorage.setItem('profileImage', String(a.user.profilePicture));
    localStorage.setItem('firstLogin', String(a.firstTimeSignIn));
    localStorage.setItem('staffRules', JSON.stringify(a.staffRules));
  }, answer);
  await page.goto(`${product().baseUrl}${path}`);
}

/** The sidebar's link texts, in order. */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('menuitem').first().waitFor();
  return nav
    .getByRole('menuitem')
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.trim()));
}

/**
 * Forget the signed-in session and theme (a fresh visitor in the same browser), on a page of the product
 * where no app runs: a running app could write its keys back, and loading one only to clear its storage
 * costs a whole start of the app.
 */
export async function resetStorage(page: Page, { keepTheme = false, baseUrl = product().baseUrl } = {}): Promise<void> {
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate((keep) => {
    const dark = localStorage.getItem('isDark');
    localStorage.clear();
    if (keep && dark !== null) localStorage.setItem('isDark', dark);
  }, keepTheme);
}

/** A fresh browser signed in, through the API, as a new paying member who took the tour, on `path`. */
export async function browserAsNewMember(path = '/dashboard'): Promise<{ browser: Browser; member: Account }> {
  const browser = await openBrowser();
  const member = await signUpSubscribed();
  await signInWithApi(browser.page, member, path, { tourSeen: true });
  return { browser, member };
}
