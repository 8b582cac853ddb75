import type { ResourceProps } from '@refinedev/core';
import { lazyNamed } from '../src/routes/lazy-named';
import type { AppRoute } from '../src/routes/types';

const screens = () => import('./placeholders');
type Screen = keyof Awaited<ReturnType<typeof screens>>;

/** Every staff path of spec §2 and CONTRACT §6 with the screen that serves it; one line each. */
const STAFF_PATHS: [path: string, screen: Screen, title: string][] = [
  ['/user-management', 'UserManagementPending', 'User Management'],
  ['/add-user', 'UserManagementPending', 'Add User'],
  ['/edit-user/:id', 'UserManagementPending', 'Edit User'],
  ['/user-management/user-details/:id', 'UserManagementPending', 'User Details'],
  ['/customer-support', 'CustomerSupportPending', 'Customer Management'],
  ['/add-message', 'CustomerSupportPending', 'Add Message'],
  ['/edit-message/:id', 'CustomerSupportPending', 'Edit Message'],
  ['/customer-support/message-details/:id', 'CustomerSupportPending', 'Message Details'],
  ['/notification-management', 'NotificationManagementPending', 'Notification Management'],
  ['/add-notification', 'NotificationManagementPending', 'Add Notification'],
  ['/edit-notification/:id', 'NotificationManagementPending', 'Edit Notification'],
  ['/notification-management/message-details/:id', 'NotificationManagementPending', 'Notification Details'],
  ['/category-management', 'CategoryManagementPending', 'Category Management'],
  ['/tag-management', 'TagManagementPending', 'Tag Management'],
  ['/course-management', 'CourseManagementPending', 'Course Management'],
  ['/add-course', 'CourseManagementPending', 'Add Course'],
  ['/edit-course/:id', 'CourseManagementPending', 'Edit Course'],
  ['/course-management/course-details/:id', 'CourseManagementPending', 'Course Details'],
  ['/promotion-management', 'PromotionManagementPending', 'Promotion Management'],
  ['/add-promotion', 'PromotionManagementPending', 'Add Promotion'],
  ['/edit-promotion/:id', 'PromotionManagementPending', 'Edit Promotion'],
  ['/video', 'VideoUploadPending', 'Video Upload'],
  ['/video-upload', 'VideoUploadPending', 'Video Upload'],
];

export const staffRoutes: AppRoute[] = STAFF_PATHS.map(([path, screen, title]) => ({
  path,
  component: lazyNamed(screens, screen),
  access: 'staff',
  title,
  audience: 'staff',
}));

/** Refine resource declarations; the staff back-office issue adds routes and dataProvider mapping. */
export const resources: ResourceProps[] = [
  { name: 'users', list: '/user-management', meta: { label: 'User Management', access: 'staff' } },
  { name: 'courses', list: '/course-management', meta: { label: 'Course Management', access: 'staff' } },
  { name: 'lectures', list: '/lecture-management', meta: { label: 'Modules', access: 'subscriber' } },
  { name: 'category', list: '/category-management', meta: { label: 'Category Management', access: 'staff' } },
  { name: 'tags', list: '/tag-management', meta: { label: 'Tag Management', access: 'staff' } },
  { name: 'promotion', list: '/promotion-management', meta: { label: 'Promotion Management', access: 'staff' } },
  { name: 'customer-support', list: '/customer-support', meta: { label: 'Customer Support', access: 'staff' } },
  { name: 'notifications', list: '/notification-management', meta: { label: 'Notification Management', access: 'staff' } },
];
