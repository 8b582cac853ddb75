import { DownloadOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { Button } from 'antd';
import { useState } from 'react';
import { notify } from '../../providers/notification-provider';
import { downloadCsv } from './download-csv';
import type { ListView } from './use-staff-list';

/** "Export CSV": the whole list, as searched and sorted now, as a file. */
export function ExportButton({ resource, view }: { resource: string; view: ListView }) {
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(dataProvider().custom!, resource, view);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
      Export CSV
    </Button>
  );
}
