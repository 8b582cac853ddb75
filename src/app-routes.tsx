import { lazy, type ReactNode, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { isStaff } from '../common/roles';
import { AuthOutlet } from '../portal/auth/auth-layout';
import { authRoutes, memberRoutes } from '../portal/routes';
import { decideAccess } from '../providers/access-control';
import { getSession } from '../providers/session';
import { staffRoutes } from '../resources';
import { PageLoader } from './components/page-loader';
import { pageIsDrawn } from './drawing/drawn-answers';
import { lazyNamed } from './routes/lazy-named';
import { RouteElement } from './routes/route-element';
import { RouteGate, useSession } from './routes/route-gate';
import { ScrollToTop } from './routes/scroll-to-top';
import { groupByPath, type PathScreens, screenFor } from './routes/shared-paths';

const AppShell = lazyNamed(() => import('./layout/app-shell'), 'AppShell');
const loadQueries = () => import('./routes/signed-in-queries');
const SignedInQueries = lazyNamed(loadQueries, 'SignedInQueries');
// antd's Result with its pictures is only for a wrong address.
const NotFound = lazyNamed(() => import('./components/not-found'), 'NotFound');
const loadStaffRefine = () => import('../resources/shared/staff-refine');
const StaffRefine = lazy(() => loadStaffRefine().then((m) => ({ default: m.StaffRefine })));

/** Staff screens run on Refine; members and visitors never load it. */
function ShellProviders({ children }: { children: ReactNode }) {
  return isStaff(useSession()) ? <StaffRefine>{children}</StaffRefine> : <>{children}</>;
}

/** Signed-in screens, one entry per path; a path in both tables picks its screen by role. */
const shellPaths = groupByPath(staffRoutes, memberRoutes);

function ShellScreen({ screens }: { screens: PathScreens }) {
  const route = screenFor(screens, useSession().role);
  // The key remounts the screen if the role behind the same path changes.
  return <RouteElement key={route.audience} route={route} />;
}

/**
 * Loads the screen at `pathname` (and the signed-in frame around it) as the app boots, and starts its
 * data calls into the app's query cache, under the keys the screen reads: the first render then finds every
 * piece it needs, instead of suspending on each in turn. Resolves once the code is in (or failed: the
 * screen's own load then shows the error).
 */
export async function preloadScreen(pathname: string): Promise<void> {
  if (isStaff(getSession())) {
    // Loaded apart: the first page carries no HTTP client.
    const refreshed = import('../providers/roles-api')
      .then(({ refreshStaffRules }) => refreshStaffRules())
      .catch(() => undefined);
    // A session kept from before its rules were stored waits for them: the guard needs them.
    if (Object.keys(getSession().staffRules).length === 0) await refreshed;
  }
  const session = getSession();
  const shellScreens = shellPaths.find((screens) => matchPath(screens.path, pathname));
  const route = shellScreens
    ? screenFor(shellScreens, session.role)
    : authRoutes.find((candidate) => matchPath(candidate.path, pathname));
  if (!route || !decideAccess(route.access, session, route.staffArea).can) return;
  const { prefetch } = route;
  const data =
    prefetch &&
    loadQueries()
      .then(({ appQueryClient }) => prefetch(appQueryClient(), matchPath(route.path, pathname)?.params ?? {}))
      .catch(() => {});
  const code = ['preload' in route.component ? route.component.preload() : undefined];
  // A page the server drew carries its answers: what the screen renders them with must be in first.
  if (pageIsDrawn()) code.push(data);
  if (shellScreens)
    code.push(
      SignedInQueries.preload(),
      AppShell.preload().then((shell) => Promise.all([shell.preloadHeader(session), shell.preloadNav(session)])),
      isStaff(session) ? loadStaffRefine() : undefined,
    );
  await Promise.allSettled(code);
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
                <SignedInQueries />
              </RouteGate>
            }
          >
            <Route
              element={
                <ShellProviders>
                  <AppShell />
                </ShellProviders>
              }
            >
              {shellPaths.map((screens) => (
                <Route key={screens.path} path={screens.path} element={<ShellScreen screens={screens} />} />
              ))}
            </Route>
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
