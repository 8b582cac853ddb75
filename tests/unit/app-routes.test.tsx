import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../providers/session';
import { AppProviders } from '../../src/app';
import { AppRoutes } from '../../src/app-routes';
import { TEXTS } from '../../src/constants';
import { navFor, staffNavFor } from '../../src/layout/nav-items';
import { createQueryClient } from '../../src/routes/query-client';
import { storeSignIn } from './helpers/sign-in';
import { STAFF_RULES_OF } from './helpers/staff-rules';

beforeAll(() => {
  // The first visit of each lazy screen transforms antd on demand in jsdom.
  configure({ asyncUtilTimeout: 15_000 });
  window.scrollTo = vi.fn() as never;
});
beforeEach(() => {
  clearSession();
  document.title = '';
});
// A route's title is set before its screen's code arrives: each test ends only once the screen it
// opened has loaded, so no import of this file is still on its way when the next file runs.
afterEach(async () => {
  await waitFor(() => expect(screen.queryByText(TEXTS.loading)).toBeNull());
  cleanup();
});

const signIn = (role: 'admin' | 'member', subscribed: boolean) => storeSignIn({ token: 'token', role, subscribed });

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={createQueryClient()}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** The screens themselves belong to later issues: the title says which route rendered. */
const titled = (title: string) => waitFor(() => expect(document.title).toBe(title));

async function sidebarLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('the route guard and the sidebar', { timeout: 30_000 }, () => {
  it('sends a visitor from a protected screen to the login screen', async () => {
    open('/profile/change-password');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(document.title).toBe('Poker | Login');
  });

  it('shows a member without a membership only Purchase Plan, and sends them there from the dashboard', async () => {
    signIn('member', false);
    open('/dashboard');
    await titled('Poker User | Purchase Plan');
    expect(await sidebarLinks()).toEqual(['Purchase Plan']);
  });

  it('gives a member with a membership the member links and the dashboard', async () => {
    signIn('member', true);
    open('/dashboard');
    await titled('Poker User | Dashboard');
    // Each member route's link marked for members with a membership, in portal/routes.ts's order.
    expect(await sidebarLinks()).toEqual(
      navFor({ role: 'member', subscribed: true, staffRules: {} }).map((item) => item.label),
    );
  });

  it('sends a member with a membership from a staff screen to the dashboard', async () => {
    signIn('member', true);
    open('/tag-management');
    await titled('Poker User | Dashboard');
  });

  it('gives staff the staff sidebar and the staff title', async () => {
    signIn('admin', false);
    open('/user-management');
    await titled('Poker | User Management');
    // Each staff resource's link, in resources/index.ts's order, then the profile.
    expect(await sidebarLinks()).toEqual(
      staffNavFor({ role: 'admin', staffRules: STAFF_RULES_OF.admin }).map((item) => item.label),
    );
  });

  it('shows Page not found with a link to the dashboard', async () => {
    open('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
