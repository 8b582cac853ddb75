import { describe, expect, it } from 'vitest';
import { lectureDetailsPath, PATHS } from '../../../common/paths';
import { authRoutes, memberRoutes } from '../../../portal/routes';
import { decideAccess } from '../../../providers/access-control';
import { staffNav, staffRoutes } from '../../../resources';
import { navFor } from '../../../src/layout/nav-items';
import { groupByPath, screenFor } from '../../../src/routes/shared-paths';

const subscriber = { token: 't', role: 'member' as const, subscribed: true };
const member = { token: 't', role: 'member' as const, subscribed: false };
const staff = { token: 't', role: 'admin' as const, subscribed: false };
const links = (session: typeof member | typeof staff) => navFor(session).map(({ path, label }) => [path, label]);

describe('the sidebars, read from the route tables', () => {
  it("give members with a membership the spec's six links, Review and the Equity tool, in order", () => {
    expect(links(subscriber)).toEqual([
      ['/dashboard', 'Dashboard'],
      ['/profile', 'User Profile'],
      ['/lecture-management', 'Modules'],
      ['/content-library', 'Content Library'],
      ['/saved-videos', 'Saved Videos'],
      ['/review', 'Review'],
      ['/equity', 'Equity'],
      ['/help-form', 'Help/Support'],
    ]);
  });

  it('give members without one the plan alone', () => {
    expect(links(member)).toEqual([['/select-plan', 'Purchase Plan']]);
  });

  it("give staff each resource's link, then the profile", () => {
    expect(links(staff)).toEqual([...staffNav.map(({ path, label }) => [path, label]), ['/profile', 'User Profile']]);
  });

  it("link only to screens the sidebar's reader may open", () => {
    const shell = groupByPath(staffRoutes, memberRoutes);
    for (const session of [subscriber, member, staff])
      for (const { path } of navFor(session)) {
        const screens = shell.find((entry) => entry.path === path);
        expect(screens, path).toBeDefined();
        expect(decideAccess(screenFor(screens!, session.role).access, session).can, path).toBe(true);
      }
  });
});

describe('common/paths.ts', () => {
  it('names only addresses a route table serves', () => {
    const served = new Set([...authRoutes, ...memberRoutes, ...staffRoutes].map(({ path }) => path));
    for (const [name, path] of Object.entries(PATHS)) expect(served.has(path), name).toBe(true);
  });

  it('builds a lecture page address, at a moment when given one', () => {
    expect(lectureDetailsPath(7)).toBe('/lecture-management/lecture-details/7');
    expect(lectureDetailsPath(7, 95)).toBe('/lecture-management/lecture-details/7?t=95');
    expect(lectureDetailsPath(7, 0)).toBe('/lecture-management/lecture-details/7?t=0');
  });
});
