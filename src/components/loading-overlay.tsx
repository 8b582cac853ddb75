import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import { loading } from '../../providers/loading';

/**
 * The full-screen spinner while the calls that drive it run (providers/http-client.ts says which). Its
 * name sits on a status region around it: Spin's own element has no role a label may name (axe's
 * aria-prohibited-attr), and the region is named only while something loads.
 */
export function LoadingOverlay() {
  const active = useSyncExternalStore(loading.subscribe, loading.isActive, loading.isActive);
  return (
    <span role="status" aria-label={active ? 'Loading' : undefined}>
      <Spin spinning={active} fullscreen />
    </span>
  );
}
