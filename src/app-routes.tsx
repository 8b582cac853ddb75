import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { authRoutes, memberRoutes } from '../portal/routes';
import { staffRoutes } from '../resources';
import { NotFound } from './components/not-found';
import { PageLoader } from './components/page-loader';
import { RouteElement } from './routes/route-element';
import { RouteGate } from './routes/route-gate';
import { ScrollToTop } from './routes/scroll-to-top';

const AppShell = lazy(() => import('./layout/app-shell').then((m) => ({ default: m.AppShell })));
const AuthOutlet = lazy(() => import('../portal/auth/auth-layout').then((m) => ({ default: m.AuthOutlet })));

/** Signed-in screens: staff back office first, then the member portal. */
const shellRoutes = [...staffRoutes, ...memberRoutes];

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
                <AppShell />
              </RouteGate>
            }
          >
            {shellRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
            ))}
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
