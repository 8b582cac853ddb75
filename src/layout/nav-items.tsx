import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense } from 'react';
import { isStaff } from '../../common/roles';
import { memberRoutes } from '../../portal/routes';
import type { Session } from '../../providers/session';
import { staffNav } from '../../resources';
import type { Sidebar } from '../routes/types';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
}

type LazyIcon = LazyExoticComponent<ComponentType<{ className?: string }>>;

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
});

/** The portal's links of one sidebar, in its route table's order. */
const portalNav = (sidebar: Sidebar): NavItem[] =>
  memberRoutes.flatMap(({ path, nav }) =>
    nav?.sidebars.includes(sidebar) ? [item(path, nav.label, lazy(nav.icon))] : [],
  );

/** The sidebar of members with a membership, and of those without one. */
const SUBSCRIBED_NAV = portalNav('subscribed');
const UNSUBSCRIBED_NAV = portalNav('unsubscribed');

/** Staff sidebar: each staff resource's link, in resources/index.ts's order, then the portal's shared links. */
export const STAFF_NAV: NavItem[] = [
  ...staffNav.map(({ path, label, icon }) => item(path, label, icon)),
  ...portalNav('staff'),
];

export function navFor(session: Pick<Session, 'role' | 'subscribed'>): NavItem[] {
  if (isStaff(session)) return STAFF_NAV;
  return session.subscribed ? SUBSCRIBED_NAV : UNSUBSCRIBED_NAV;
}

/** The active link is the longest nav path that the current path starts with. */
export function activeNavPath(items: NavItem[], pathname: string): string | undefined {
  return items
    .filter((link) => pathname === link.path || pathname.startsWith(`${link.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}
