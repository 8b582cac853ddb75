import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import { loading } from '../../providers/loading';

/** The full-screen spinner while the calls that drive it run (providers/http-client.ts says which). */
export function LoadingOverlay() {
  const active = useSyncExternalStore(loading.subscribe, loading.isActive, loading.isActive);
  return <Spin spinning={active} fullscreen aria-label="Loading" />;
}
