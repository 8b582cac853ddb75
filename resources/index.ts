import type { ResourceProps } from '@refinedev/core';
import type { AppRoute } from '../src/routes/types';
import { categories } from './categories';
import { courses } from './courses';
import { pendingResources } from './placeholders';
import type { StaffResource } from './shared/descriptor';
import { tags } from './tags';
import { users } from './users';

/** Every staff resource folder; adding one is a folder plus one line here. */
const STAFF_RESOURCES: StaffResource[] = [users, courses, categories, tags, ...pendingResources];

export const staffRoutes: AppRoute[] = STAFF_RESOURCES.flatMap(({ screens }) =>
  screens.map(({ path, component, title }) => ({ path, component, title, access: 'staff' as const, audience: 'staff' as const })),
);

export const resources: ResourceProps[] = STAFF_RESOURCES.map(({ resource }) => resource);
