import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAs, signUpSubscribed } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { waitForTheme } from './helpers/page-state.js';

/** Two browsers (two devices) signed in to one account. */
let laptop: Browser;
let phone: Browser;
beforeAll(async () => {
  [laptop, phone] = await Promise.all([openBrowser(), openBrowser()]);
});
afterAll(async () => {
  await Promise.all([laptop?.close(), phone?.close()]);
});

/** How soon the other device must find itself signed out, without anyone reloading it. */
const SIGNED_OUT_WITHIN_MS = 1000;

it('signs another device out from the profile: that browser is on /login within a second, unreloaded', async () => {
  const account = await signUpSubscribed();
  expect(await signInAs(phone.page, account)).toBe('/dashboard');
  // The laptop in the dark theme (sign-in keeps it): the cards take their colours from the theme's tokens.
  await laptop.page.goto(`${laptop.baseUrl}/login`);
  await laptop.page.evaluate(() => localStorage.setItem('isDark', 'true'));
  expect(await signInAs(laptop.page, account)).toBe('/dashboard');
  await waitForTheme(laptop.page, 'dark');

  const { page } = laptop;
  await page.goto(`${laptop.baseUrl}/profile`);
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await sessions.getByText('This device').waitFor();
  // The phone is the other Chrome (the API sign-in that paid for the membership is listed too).
  const signOut = sessions.getByRole('button', { name: 'Sign out Chrome on Linux' });
  await signOut.waitFor();

  await signOut.click();
  const confirmed = page.getByRole('tooltip').getByRole('button', { name: 'Yes' });
  await confirmed.click();
  await phone.page.waitForURL(`${phone.baseUrl}/login`, { timeout: SIGNED_OUT_WITHIN_MS });
  await phone.page.getByRole('heading', { name: 'Login' }).waitFor();
  expect(await phone.page.evaluate(() => localStorage.getItem('login'))).toBeNull();

  // The laptop stays signed in, and its history says what happened.
  await page.getByText('That device is signed out').waitFor();
  await signOut.waitFor({ state: 'detached' });
  await page.getByRole('region', { name: 'Recent security activity' }).getByText('Signed out a device').waitFor();
  expect(new URL(page.url()).pathname).toBe('/profile');
});
