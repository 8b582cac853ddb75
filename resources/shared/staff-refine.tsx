import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accessControlProvider } from '../../providers/access-control';
import { auditLogProvider } from '../../providers/audit-provider';
import { authProvider } from '../../providers/auth-provider';
import { liveProvider } from '../../providers/live-provider';
import { notificationProvider } from '../../providers/notification-provider';
import { resources } from '..';
import { dataProvider } from './staff-data-provider';

/** Refine and its providers, on the app's one query cache: only staff screens use its hooks, so only staff download it. */
export function StaffRefine({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      liveProvider={liveProvider}
      auditLogProvider={auditLogProvider}
      notificationProvider={notificationProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        syncWithLocation: false,
        warnWhenUnsavedChanges: false,
        liveMode: 'auto',
        reactQuery: { clientConfig: queryClient },
      }}
    >
      {children}
    </Refine>
  );
}
