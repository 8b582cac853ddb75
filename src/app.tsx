import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router';
import { toastsWanted } from '../providers/notification-provider';
import { AppRoutes } from './app-routes';
import { LoadingOverlay } from './components/loading-overlay';
import { TOAST_OPTIONS } from './constants';
import { readDrawnAnswers } from './routes/drawn-answers';
import { DrawnAnswersContext } from './routes/page-drawing';
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

/** Theme, toasts and the loading overlay; the router comes from outside, Refine only with staff screens. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <Toasts />
      <LoadingOverlay />
    </ThemeProvider>
  );
}

const NO_ANSWERS = {};

export function App() {
  // A page the server drew carries its answers for the first render only: later visits to a screen read again.
  const [drawnAnswers, setDrawnAnswers] = useState(readDrawnAnswers);
  useEffect(() => setDrawnAnswers(NO_ANSWERS), []);
  return (
    <BrowserRouter>
      <DrawnAnswersContext.Provider value={drawnAnswers}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </DrawnAnswersContext.Provider>
    </BrowserRouter>
  );
}
