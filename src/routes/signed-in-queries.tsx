import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient, forgetOnSignOut } from './query-client';

let browserClient: ReturnType<typeof createQueryClient> | undefined;

/**
 * The browser's one query cache, for member and staff screens alike. Made with the signed-in frame's
 * code, not the first page's: the account screens read nothing through it, and the login page is the
 * first page most visitors load.
 */
export function appQueryClient() {
  if (!browserClient) {
    browserClient = createQueryClient();
    forgetOnSignOut(browserClient);
  }
  return browserClient;
}

/**
 * The signed-in screens' cache, around their routes: the app's own, unless one is provided already (the
 * server's drawing brings one per member, tests one per test).
 */
export function SignedInQueries() {
  const provided = useContext(QueryClientContext);
  if (provided) return <Outlet />;
  return (
    <QueryClientProvider client={appQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
