import { beforeEach, describe, expect, it } from 'vitest';
import { authRoutes, memberRoutes } from '../../portal/routes';
import { accessControlProvider, decideAccess, landingPath } from '../../providers/access-control';
import { clearSession } from '../../providers/session';
import { staffRoutes } from '../../resources';
import type { Role } from '../../server/schemas/users';
import { groupByPath, screenFor } from '../../src/routes/shared-paths';
import { storeSignIn } from './helpers/sign-in';
import { STAFF_RULES_OF } from './helpers/staff-rules';

const visitor = { token: null, role: null, subscribed: false, staffRules: {} };
const member = { token: 't', role: 'member' as const, subscribed: false, staffRules: {} };
const subscriber = { token: 't', role: 'member' as const, subscribed: true, staffRules: {} };
const staff = { token: 't', role: 'admin' as const, subscribed: false, staffRules: STAFF_RULES_OF.admin };

const route = (path: string, role: Role | null = null) => {
  const shell = groupByPath(staffRoutes, memberRoutes).find((screens) => screens.path === path);
  return shell ? screenFor(shell, role) : authRoutes.find((r) => r.path === path)!;
};
const where = (path: string, session: typeof visitor | typeof member | typeof staff) => {
  const screen = route(path, session.role);
  const decision = decideAccess(screen.access, session, screen.staffArea);
  return decision.can ? 'open' : decision.redirectTo;
};

describe('route access by role and membership', () => {
  it('opens every account screen to anyone', () => {
    for (const { path } of authRoutes) expect(where(path, visitor)).toBe('open');
  });

  it('sends a visitor without a login from every other route to /login, change password included', () => {
    for (const { path } of [...memberRoutes, ...staffRoutes]) expect(where(path, visitor)).toBe('/login');
    expect(where('/profile/change-password', visitor)).toBe('/login');
  });

  it('lets a member without a membership open only the plan, help form, profile and change password', () => {
    const open = memberRoutes.filter(({ path }) => where(path, member) === 'open').map(({ path }) => path);
    expect(open.sort()).toEqual(['/help-form', '/profile', '/profile/change-password', '/select-plan']);
    expect(where('/dashboard', member)).toBe('/select-plan');
    expect(where('/profile/edit-profile', member)).toBe('/select-plan');
    expect(where('/lecture-management', member)).toBe('/select-plan');
  });

  it('opens every member screen to a member with a membership', () => {
    for (const { path } of memberRoutes) expect(where(path, subscriber)).toBe('open');
  });

  it('sends members from staff screens to their landing page, and keeps Modules open to subscribers', () => {
    const memberPaths = new Set(memberRoutes.map((r) => r.path));
    for (const { path } of staffRoutes.filter((r) => !memberPaths.has(r.path))) {
      expect(where(path, subscriber)).toBe('/dashboard');
      expect(where(path, member)).toBe('/select-plan');
    }
    expect(where('/lecture-management/lecture-details/:id', subscriber)).toBe('open');
  });

  it('opens everything to staff', () => {
    for (const { path } of [...authRoutes, ...memberRoutes, ...staffRoutes]) expect(where(path, staff)).toBe('open');
  });

  it('lands staff on /user-management and members on /dashboard or /select-plan', () => {
    expect(landingPath(staff)).toBe('/user-management');
    expect(landingPath(subscriber)).toBe('/dashboard');
    expect(landingPath(member)).toBe('/select-plan');
  });

  it('titles member screens "Poker User | …" and staff screens "Poker | …"', () => {
    expect(route('/dashboard')).toMatchObject({ title: 'Dashboard', audience: 'member' });
    expect(route('/user-management', 'admin')).toMatchObject({ title: 'User Management', audience: 'staff' });
  });

  it('gives one path listed by both tables the staff screen for staff and the member screen for members', () => {
    const staffScreen = {
      path: '/lecture-management',
      access: 'staff',
      title: 'Module Management',
      audience: 'staff',
      component: () => null,
    } as const;
    const memberScreen = { ...staffScreen, access: 'subscriber', audience: 'shared' } as const;
    const [screens] = groupByPath([staffScreen], [memberScreen]);
    expect(screenFor(screens, 'admin')).toBe(staffScreen);
    expect(screenFor(screens, 'member')).toBe(memberScreen);
    expect(screenFor(screens, null)).toBe(memberScreen);
    expect(screenFor(groupByPath([staffScreen], [])[0], 'member')).toBe(staffScreen);
  });
});

describe('accessControlProvider', () => {
  beforeEach(() => clearSession());

  it('answers Refine with the same rules, from the stored session', async () => {
    const resource = (access: string, name = 'users') => ({ name, meta: { access } });
    storeSignIn({ subscribed: true });
    expect(await accessControlProvider.can({ action: 'list', params: { resource: resource('staff') } })).toEqual({
      can: false,
      reason: 'This is for staff only',
    });
    expect(await accessControlProvider.can({ action: 'list', params: { resource: resource('subscriber') } })).toEqual({
      can: true,
    });

    storeSignIn({ role: 'admin' });
    expect(await accessControlProvider.can({ action: 'delete', params: { resource: resource('staff') } })).toEqual({
      can: true,
    });
  });

  it("hides what a staff role's rules leave out, reading apart from writing", async () => {
    const resource = (name: string) => ({ name, meta: { access: 'staff' } });
    const can = async (action: string, name: string) =>
      (await accessControlProvider.can({ action, params: { resource: resource(name) } })).can;
    storeSignIn({ role: 'editor' });
    expect([await can('list', 'lectures'), await can('edit', 'lectures'), await can('list', 'users')]).toEqual([
      true,
      true,
      false,
    ]);
    storeSignIn({ role: 'support' });
    expect([await can('list', 'users'), await can('show', 'users'), await can('edit', 'users')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await can('list', 'customer-support')).toBe(true);
    expect(await can('list', 'audit-log')).toBe(false);
  });
});
