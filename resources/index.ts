import type { ResourceProps } from '@refinedev/core';
import type { AppRoute } from '../src/routes/types';
import { categories } from './categories';
import { courses } from './courses';
import { lectures } from './lectures';
import { notifications } from './notifications';
import { promotions } from './promotions';
import { apiPathsOf, type StaffNavLink, type StaffResource } from './shared/descriptor';
import { supportMessages } from './support-messages';
import { tags } from './tags';
import { users } from './users';
import { videoUpload } from './video-upload';

/** Every staff resource folder, in sidebar order (CONTRACT §6); adding one is a folder plus one line here. */
export const STAFF_RESOURCES: StaffResource[] = [users, courses, lectures, categories, tags, promotions, supportMessages, notifications, videoUpload];

export const staffRoutes: AppRoute[] = STAFF_RESOURCES.flatMap(({ screens }) =>
  screens.map(({ path, component, title }) => ({ path, component, title, access: 'staff' as const, audience: 'staff' as const })),
);

export const resources: ResourceProps[] = STAFF_RESOURCES.map(({ resource }) => resource);

export const staffNav: StaffNavLink[] = STAFF_RESOURCES.flatMap(({ nav }) => (nav ? [nav] : []));

export const apiPaths = apiPathsOf(STAFF_RESOURCES);
