import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router';
import { toastsWanted } from '../providers/notification-provider';
import { AppRoutes } from './app-routes';
import { LoadingOverlay } from './components/loading-overlay';
import { TOAST_OPTIONS } from './constants';
import { ThemeProvider, useThemeMode } from './theme/theme-context';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/** Mounted with the first toast (providers/notification-provider.ts), so pages without one never load it. */
function Toasts() {
  const { isDark } = useThemeMode();
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_OPTIONS} theme={isDark ? 'dark' : 'light'} />
    </Suspense>
  );
}

/**
 * The theme, toasts and the loading overlay; the router comes from outside, the query cache with the
 * signed-in screens (src/routes/signed-in-queries.tsx), Refine (on the same cache) only with staff screens.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <Toasts />
      <LoadingOverlay />
    </ThemeProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
