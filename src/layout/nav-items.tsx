import {
  CreditCardOutlined,
  DashboardOutlined,
  HeartOutlined,
  PlaySquareOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type ReactNode, Suspense } from 'react';
import type { Session } from '../../providers/session';
import { staffNav } from '../../resources';
import type { StaffNavLink } from '../../resources/shared/descriptor';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
}

/** The profile page is the portal's, in both sidebars. */
const PROFILE: NavItem = { path: '/profile', label: 'User Profile', icon: <UserOutlined /> };

/** The sidebar of members with a membership (docs/PRODUCT.md#header-and-sidebar). */
export const SUBSCRIBED_NAV: NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  PROFILE,
  { path: '/lecture-management', label: 'Modules', icon: <PlaySquareOutlined /> },
  { path: '/content-library', label: 'Content Library', icon: <ReadOutlined /> },
  { path: '/saved-videos', label: 'Saved Videos', icon: <HeartOutlined /> },
  { path: '/help-form', label: 'Help/Support', icon: <QuestionCircleOutlined /> },
];

export const UNSUBSCRIBED_NAV: NavItem[] = [
  { path: '/select-plan', label: 'Purchase Plan', icon: <CreditCardOutlined /> },
];

/** A resource's icon arrives with its own small chunk; antd's Menu passes the icon class through. */
function ResourceIcon({ icon: Icon, className }: { icon: StaffNavLink['icon']; className?: string }) {
  return (
    <Suspense fallback={<span className={`anticon ${className ?? ''}`} style={{ width: '1em' }} />}>
      <Icon className={className} />
    </Suspense>
  );
}

/** The staff sidebar (docs/PRODUCT.md#header-and-sidebar): each staff resource's link, in resources/index.ts's order, then the profile. */
export const STAFF_NAV: NavItem[] = [
  ...staffNav.map(({ path, label, icon }) => ({ path, label, icon: <ResourceIcon icon={icon} /> })),
  PROFILE,
];

export function navFor(session: Pick<Session, 'role' | 'subscribed'>): NavItem[] {
  if (session.role === 'admin') return STAFF_NAV;
  return session.subscribed ? SUBSCRIBED_NAV : UNSUBSCRIBED_NAV;
}

/** The active link is the longest nav path that the current path starts with. */
export function activeNavPath(items: NavItem[], pathname: string): string | undefined {
  return items
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}
