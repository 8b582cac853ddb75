import { describe, expect, it } from 'vitest';
import { lectureDetailsPath, PATHS } from '../../../common/paths';
import { authRoutes, memberRoutes } from '../../../portal/routes';
import { decideAccess } from '../../../providers/access-control';
import { staffNav, staffRoutes } from '../../../resources';
import { navFor } from '../../../src/layout/nav-items';
import { groupByPath, screenFor } from '../../../src/routes/shared-paths';
import type { Sidebar } from '../../../src/routes/types';
import { STAFF_RULES_OF } from '../helpers/staff-rules';

const subscriber = { token: 't', role: 'member' as const, subscribed: true, staffRules: {} };
const member = { token: 't', role: 'member' as const, subscribed: false, staffRules: {} };
const staff = { token: 't', role: 'admin' as const, subscribed: false, staffRules: STAFF_RULES_OF.admin };
const editor = { token: 't', role: 'editor' as const, subscribed: false, staffRules: STAFF_RULES_OF.editor };
const support = { token: 't', role: 'support' as const, subscribed: false, staffRules: STAFF_RULES_OF.support };
const links = (session: typeof member | typeof staff | typeof editor | typeof support) =>
  navFor(session).map(({ path, label }) => [path, label]);
/** The links member routes declare for a sidebar (their `nav`), in the table's order. */
const routeLinks = (sidebar: Sidebar) =>
  memberRoutes.flatMap(({ path, nav }) => (nav?.sidebars.includes(sidebar) ? [[path, nav.label]] : []));

describe('the sidebars, read from the route tables', () => {
  it("give members with a membership the links their routes declare for it, in the table's order", () => {
    expect(links(subscriber)).toEqual(routeLinks('subscribed'));
  });

  it('give members without one the plan alone', () => {
    expect(links(member)).toEqual([['/select-plan', 'Purchase Plan']]);
  });

  it("give staff each resource's link, then the profile", () => {
    expect(links(staff)).toEqual([...staffNav.map(({ path, label }) => [path, label]), ['/profile', 'User Profile']]);
  });

  it('give an editor the content screens and a support agent the support ones, each then the profile', () => {
    expect(links(editor).map(([, label]) => label)).toEqual([
      'Course Management',
      'Modules',
      'Category Management',
      'Tag Management',
      'Promotion Management',
      'Live Classes',
      'Discussions',
      'Video Upload',
      'User Profile',
    ]);
    expect(links(support).map(([, label]) => label)).toEqual([
      'User Management',
      'Customer Support',
      'Discussions',
      'Notification Management',
      'User Profile',
    ]);
  });

  it("link only to screens the sidebar's reader may open", () => {
    const shell = groupByPath(staffRoutes, memberRoutes);
    for (const session of [subscriber, member, staff, editor, support])
      for (const { path } of navFor(session)) {
        const screens = shell.find((entry) => entry.path === path);
        expect(screens, path).toBeDefined();
        const screen = screenFor(screens!, session.role);
        expect(decideAccess(screen.access, session, screen.staffArea).can, path).toBe(true);
      }
  });

  it('keeps an editor out of the staff screens of other areas', () => {
    const shell = groupByPath(staffRoutes, memberRoutes);
    const screen = (path: string) =>
      screenFor(
        shell.find((entry) => entry.path === path)!,
        'editor',
      );
    for (const path of ['/user-management', '/customer-support', '/overview', '/audit-log']) {
      const decision = decideAccess(screen(path).access, editor, screen(path).staffArea);
      expect([path, decision.can]).toEqual([path, false]);
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
