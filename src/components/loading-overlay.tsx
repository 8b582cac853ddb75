import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import { loading } from '../../providers/loading';

/** The original client's overlay while its calls run (see providers/http-client.ts for which). */
export function LoadingOverlay() {
  const active = useSyncExternalStore(loading.subscribe, loading.isActive, loading.isActive);
  return <Spin spinning={active} fullscreen aria-label="Loading" />;
}
