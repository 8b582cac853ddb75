import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { accessControlProvider, authProvider, dataProvider, notificationProvider } from '../providers';
import { resources } from '../resources';
import { AppRoutes } from './app-routes';
import { LoadingOverlay } from './components/loading-overlay';
import { TOAST_OPTIONS } from './constants';
import { ThemeProvider, useThemeMode } from './theme/theme-context';

function Toasts() {
  const { isDark } = useThemeMode();
  return <ToastContainer {...TOAST_OPTIONS} theme={isDark ? 'dark' : 'light'} />;
}

/** Theme, Refine and its providers, toasts and the loading overlay; the router comes from outside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        notificationProvider={notificationProvider}
        resources={resources}
        options={{ disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: false }}
      >
        {children}
      </Refine>
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
