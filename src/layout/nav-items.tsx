import {
  BellOutlined,
  BookOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FolderOutlined,
  GiftOutlined,
  HeartOutlined,
  PlaySquareOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  TagsOutlined,
  TeamOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Session } from '../../providers/session';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
}

/** Spec §2 sidebar for members with a membership. */
export const SUBSCRIBED_NAV: NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  { path: '/profile', label: 'User Profile', icon: <UserOutlined /> },
  { path: '/lecture-management', label: 'Modules', icon: <PlaySquareOutlined /> },
  { path: '/content-library', label: 'Content Library', icon: <ReadOutlined /> },
  { path: '/saved-videos', label: 'Saved Videos', icon: <HeartOutlined /> },
  { path: '/help-form', label: 'Help/Support', icon: <QuestionCircleOutlined /> },
];

export const UNSUBSCRIBED_NAV: NavItem[] = [{ path: '/select-plan', label: 'Purchase Plan', icon: <CreditCardOutlined /> }];

/** CONTRACT §6 staff sidebar. */
export const STAFF_NAV: NavItem[] = [
  { path: '/user-management', label: 'User Management', icon: <TeamOutlined /> },
  { path: '/course-management', label: 'Course Management', icon: <BookOutlined /> },
  { path: '/lecture-management', label: 'Modules', icon: <PlaySquareOutlined /> },
  { path: '/category-management', label: 'Category Management', icon: <FolderOutlined /> },
  { path: '/tag-management', label: 'Tag Management', icon: <TagsOutlined /> },
  { path: '/promotion-management', label: 'Promotion Management', icon: <GiftOutlined /> },
  { path: '/customer-support', label: 'Customer Support', icon: <CustomerServiceOutlined /> },
  { path: '/notification-management', label: 'Notification Management', icon: <BellOutlined /> },
  { path: '/video-upload', label: 'Video Upload', icon: <UploadOutlined /> },
  { path: '/profile', label: 'User Profile', icon: <UserOutlined /> },
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

