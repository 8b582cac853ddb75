import { isStaff } from '../../common/roles';
import type { Role } from '../../providers/types';
import type { AppRoute } from './types';

/** Paths listed by both tables (e.g. `/lecture-management`: staff table vs member Modules) show one screen per role. */
export interface PathScreens {
  path: string;
  staff?: AppRoute;
  member?: AppRoute;
}

export function groupByPath(staffRoutes: AppRoute[], memberRoutes: AppRoute[]): PathScreens[] {
  const byPath = new Map<string, PathScreens>();
  for (const route of staffRoutes) byPath.set(route.path, { path: route.path, staff: route });
  for (const route of memberRoutes)
    byPath.set(route.path, { ...byPath.get(route.path), path: route.path, member: route });
  return [...byPath.values()];
}

/** Staff get the staff screen where there is one; everybody else the member screen. */
export function screenFor(screens: PathScreens, role: Role | null): AppRoute {
  if (isStaff({ role })) return screens.staff ?? screens.member!;
  return screens.member ?? screens.staff!;
}
