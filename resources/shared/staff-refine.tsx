import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import type { ReactNode } from 'react';
import { accessControlProvider } from '../../providers/access-control';
import { authProvider } from '../../providers/auth-provider';
import { notificationProvider } from '../../providers/notification-provider';
import { resources } from '..';
import { dataProvider } from './staff-data-provider';

/** Refine and its providers: only staff screens use its hooks, so only staff download it. */
export function StaffRefine({ children }: { children: ReactNode }) {
  return (
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
  );
}
