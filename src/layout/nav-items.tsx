import { type ReactNode, Suspense } from 'react';
import { isStaff } from '../../common/roles';
import { memberRoutes } from '../../portal/routes';
import { mayUseArea } from '../../providers/access-control';
import type { Session } from '../../providers/session';
import { staffNav } from '../../resources';
import { lazyDefault, type Preloadable } from '../routes/lazy-named';
import type { Sidebar } from '../routes/types';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
  /** Loads the icon's code, so the sidebar's first render finds it (`preloadNav`). */
  preloadIcon(): Promise<unknown>;
}

type LazyIcon = Preloadable<unknown, { className?: string }>;

/** An icon arrives with its own small chunk; antd's Menu passes the icon class through. */
function NavIcon({ icon: Icon, className }: { icon: LazyIcon; className?: string }) {
  return (
    <Suspense fallback={<span className={`anticon ${className ?? ''}`} style={{ width: '1em' }} />}>
      <Icon className={className} />
    </Suspense>
  );
}

const item = (path: string, label: string, icon: LazyIcon): NavItem => ({
  path,
  label,
  icon: <NavIcon icon={icon} />,
  preloadIcon: icon.preload,
});

/** The portal's links of one sidebar, in its route table's order. */
const portalNav = (sidebar: Sidebar): NavItem[] =>
  memberRoutes.flatMap(({ path, nav }) =>
    nav?.sidebars.includes(sidebar) ? [item(path, nav.label, lazyDefault(nav.icon))] : [],
  );

/** The sidebar of members with a membership, and of those without one. */
const SUBSCRIBED_NAV = portalNav('subscribed');
const UNSUBSCRIBED_NAV = portalNav('unsubscribed');

/** Each staff resource's link, in resources/index.ts's order, with the area its role rule names. */
const STAFF_RESOURCE_NAV = staffNav.map(({ path, label, icon, area }) => ({ area, item: item(path, label, icon) }));
const STAFF_SHARED_NAV = portalNav('staff');

/** Staff sidebar: the resources the role may use, then the portal's shared links. */
export function staffNavFor(session: Pick<Session, 'role' | 'staffRules'>): NavItem[] {
  return [
    ...STAFF_RESOURCE_NAV.filter(({ area }) => mayUseArea(session, area)).map((link) => link.item),
    ...STAFF_SHARED_NAV,
  ];
}

export function navFor(session: Pick<Session, 'role' | 'subscribed' | 'staffRules'>): NavItem[] {
  if (isStaff(session)) return staffNavFor(session);
  return session.subscribed ? SUBSCRIBED_NAV : UNSUBSCRIBED_NAV;
}

/** Loads the icons of this visitor's sidebar before the signed-in frame first renders (app-routes.tsx `preloadScreen`). */
export const preloadNav = (session: Pick<Session, 'role' | 'subscribed' | 'staffRules'>): Promise<unknown> =>
  Promise.all(navFor(session).map((link) => link.preloadIcon()));

/** The active link is the longest nav path that the current path starts with. */
export function activeNavPath(items: NavItem[], pathname: string): string | undefined {
  return items
    .filter((link) => pathname === link.path || pathname.startsWith(`${link.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}
