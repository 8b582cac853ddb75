import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { billingApi } from '../../providers/billing-api';
import { saveFile } from '../../providers/file-download';
import { notify } from '../../providers/notification-provider';
import type { ChargeRecord } from '../../providers/types';
import { BILLING_TEXTS } from '../../src/components/charge-list';

/** "Receipt (PDF)": the charge's receipt, read with the member's key and saved as the file the server names. */
export function ReceiptButton({ charge }: { charge: Pick<ChargeRecord, 'receipt' | 'receiptNumber'> }) {
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      saveFile(await billingApi.receipt(charge));
    } catch (failure) {
      notify.error(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      icon={<FilePdfOutlined aria-hidden />}
      loading={busy}
      onClick={() => void save()}
      aria-label={`${BILLING_TEXTS.receipt} ${charge.receiptNumber}`}
    >
      {BILLING_TEXTS.receipt}
    </Button>
  );
}
