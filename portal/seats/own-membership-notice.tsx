import { Alert, Button } from 'antd';
import { useState } from 'react';
import { SEAT_TEXTS } from '../../common/seat-texts';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';
import { paymentsApi } from '../../providers/payments-api';

/**
 * A seat holder who also pays for their own membership is offered to cancel it (at its period end, as
 * ever). Outside the signed-in frame too (the join screen): the caller reads again what it shows.
 */
export function OwnMembershipNotice({ onCancelled }: { onCancelled(): void }) {
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    setCancelling(true);
    try {
      notify.success((await paymentsApi.cancel()).message);
      onCancelled();
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setCancelling(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      role="note"
      message={SEAT_TEXTS.ownMembership}
      action={
        <Button size="small" loading={cancelling} onClick={() => void cancel()}>
          {SEAT_TEXTS.cancelOwn}
        </Button>
      }
    />
  );
}
