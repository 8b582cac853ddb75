import { Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { usePageTitle } from './page-title';
import { RouteGate, useSession } from './route-gate';
import type { AppRoute } from './types';

/** A table row turned into a screen: guarded, titled, and loaded on demand. */
export function RouteElement({ route }: { route: AppRoute }) {
  usePageTitle(route.audience, route.title, useSession().role);
  const Screen = route.component;
  return (
    <RouteGate access={route.access} area={route.staffArea}>
      <Suspense fallback={<PageLoader />}>
        <Screen />
      </Suspense>
    </RouteGate>
  );
}
