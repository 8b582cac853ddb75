// @vitest-environment node
import { expect, it } from 'vitest';
import { routeScreens } from '../../build/route-screens';

const TABLES = `
import { PATHS } from '../common/paths';
import { LoginPage } from './auth/login-page';
const Signup = lazyNamed(() => import('./auth/signup-page'), 'SignupPage');
const dashboard = () => import('./dashboard');
const lecture = () => {
  preloadEngine();
  return import('./lecture-details');
};
const icon = (name: string) => () => import('./nav-icons').then((icons) => icons[name]);
export const authRoutes: AppRoute[] = [
  { path: PATHS.login, component: LoginPage, access: 'public' },
  { path: '/sign-up', component: Signup, access: 'public' },
];
export const memberRoutes: AppRoute[] = [
  {
    path: PATHS.dashboard,
    component: lazyNamed(dashboard, 'DashboardPage'),
    prefetch: () => dashboard().then((m) => m.prefetch()),
    nav: { label: 'Dashboard', icon: icon('DashboardOutlined') },
  },
  { path: PATHS.lectureDetails, component: lazyNamed(lecture, 'LectureDetails'), access: 'subscriber' },
];
`;

it("reads each route row's path and the modules its screen loads lazily, through the file's loaders", () => {
  expect(routeScreens(TABLES, 'routes.ts')).toEqual([
    // A screen imported statically comes with the entry: nothing to load.
    { table: 'authRoutes', path: '/login', modules: [] },
    { table: 'authRoutes', path: '/sign-up', modules: ['./auth/signup-page'] },
    // The sidebar icon's module is the frame's, not the screen's.
    { table: 'memberRoutes', path: '/dashboard', modules: ['./dashboard'] },
    { table: 'memberRoutes', path: '/lecture-management/lecture-details/:id', modules: ['./lecture-details'] },
  ]);
});

it('refuses a path it cannot read, rather than leave the route without its preloads', () => {
  expect(() => routeScreens('export const t = [{ path: somePath, component: X }];', 'routes.ts')).toThrow(
    /PATHS.<name> or a string/,
  );
});
