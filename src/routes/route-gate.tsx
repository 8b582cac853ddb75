import { type ReactNode, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router';
import { type AccessLevel, decideAccess } from '../../providers/access-control';
import { getSession, subscribeSession } from '../../providers/session';
import { useServerView } from '../drawing/page-drawing';

export function useSession() {
  const serverView = useServerView();
  // The server draws with the session its cookie stood for (src/drawing/page-drawing.tsx).
  return useSyncExternalStore(subscribeSession, getSession, () => serverView!.session);
}

/** The login check and membership routing of docs/PRODUCT.md#who-sees-what, in front of every protected screen. */
export function RouteGate({ access, area, children }: { access: AccessLevel; area?: string; children: ReactNode }) {
  const decision = decideAccess(access, useSession(), area);
  if (!decision.can) return <Navigate to={decision.redirectTo} replace />;
  return <>{children}</>;
}
