import type { ResourceProps } from '@refinedev/core';
import type { AppRoute } from '../src/routes/types';
import { apiPathsOf, type StaffNavLink, type StaffResource } from './shared/descriptor';

/**
 * The staff resource folders in sidebar order (docs/PRODUCT.md#header-and-sidebar). Adding a resource is its folder, whose
 * index.ts default-exports `defineResource({...})`, plus its name on this line.
 */
export const STAFF_FOLDERS = [
  'overview',
  'users',
  'courses',
  'lectures',
  'categories',
  'tags',
  'promotions',
  'live',
  'plans',
  'offers',
  'support',
  'discussions',
  'notifications',
  'uploads',
  'audit',
];

const definitions = import.meta.glob<StaffResource>('./*/index.ts', { eager: true, import: 'default' });

export const STAFF_RESOURCES: StaffResource[] = STAFF_FOLDERS.map((folder) => definitions[`./${folder}/index.ts`]);

export const staffRoutes: AppRoute[] = STAFF_RESOURCES.flatMap(({ resource, screens }) =>
  screens.map(({ path, component, title }) => ({
    path,
    component,
    title,
    access: 'staff' as const,
    staffArea: resource.name,
    audience: 'staff' as const,
  })),
);

export const resources: ResourceProps[] = STAFF_RESOURCES.map(({ resource }) => resource);

/** Each resource's sidebar link with the area whose rule decides whether a role sees it. */
export const staffNav: (StaffNavLink & { area: string })[] = STAFF_RESOURCES.flatMap(({ nav, resource }) =>
  nav ? [{ ...nav, area: resource.name }] : [],
);

export const apiPaths = apiPathsOf(STAFF_RESOURCES);
