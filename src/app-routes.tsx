import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuthOutlet } from '../portal/auth/auth-layout';
import { authRoutes, memberRoutes } from '../portal/routes';
import { staffRoutes } from '../resources';
import { PageLoader } from './components/page-loader';
import { RouteElement } from './routes/route-element';
import { RouteGate, useSession } from './routes/route-gate';
import { ScrollToTop } from './routes/scroll-to-top';
import { groupByPath, type PathScreens, screenFor } from './routes/shared-paths';

const AppShell = lazy(() => import('./layout/app-shell').then((m) => ({ default: m.AppShell })));
// antd's Result with its pictures is only for a wrong address.
const NotFound = lazy(() => import('./components/not-found').then((m) => ({ default: m.NotFound })));
const StaffRefine = lazy(() => import('../resources/shared/staff-refine').then((m) => ({ default: m.StaffRefine })));

/** Staff screens run on Refine; members and visitors never load it. */
function ShellProviders({ children }: { children: ReactNode }) {
  return useSession().role === 'admin' ? <StaffRefine>{children}</StaffRefine> : <>{children}</>;
}

/** Signed-in screens, one entry per path; a path in both tables picks its screen by role. */
const shellPaths = groupByPath(staffRoutes, memberRoutes);

function ShellScreen({ screens }: { screens: PathScreens }) {
  const route = screenFor(screens, useSession().role);
  // The key remounts the screen if the role behind the same path changes.
  return <RouteElement key={route.audience} route={route} />;
}

/** Every route comes from a table: account screens, the signed-in shell, then 404. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route element={<AuthOutlet />}>
            {authRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
            ))}
          </Route>
          <Route
            element={
              <RouteGate access="signed-in">
                <ShellProviders>
                  <AppShell />
                </ShellProviders>
              </RouteGate>
            }
          >
            {shellPaths.map((screens) => (
              <Route key={screens.path} path={screens.path} element={<ShellScreen screens={screens} />} />
            ))}
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
