import { useCan } from '@refinedev/core';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import type { ChargeRecord } from '../../providers/types';
import { BILLING_TEXTS, ChargeList } from '../../src/components/charge-list';
import { ADD_SUCCESS_MS, USER_BILLING_TEXTS as TEXTS } from '../shared/constants';
import { useSuccessDialog } from '../shared/success-dialog';
import { BillingSummary } from './billing-summary';
import { CompActions } from './comp-actions';
import { leftToRefund, RefundModal } from './refund-modal';
import { useUserBilling } from './use-user-billing';

/**
 * A member's billing on User Details: plan, next charge, free membership, failed renewal, every charge
 * and refund. Admins (the `users` area's writers) refund payments and give or end free memberships;
 * support reads it.
 */
export function UserBilling({ userId }: { userId: number }) {
  const { billing, loading, error, refund, giveComp, endComp } = useUserBilling(userId);
  const { data: access } = useCan({ resource: 'users', action: 'edit' });
  const mayWrite = access?.can === true;
  const [refunding, setRefunding] = useState<ChargeRecord | null>(null);
  const showSuccess = useSuccessDialog();

  const refundButton = (charge: ChargeRecord) =>
    charge.kind === 'payment' && leftToRefund(charge) > 0
      ? [
          // Named with the receipt number: it tells one payment's button from another's.
          <Button
            key="refund"
            size="small"
            aria-label={TEXTS.refundOf(charge.receiptNumber)}
            onClick={() => setRefunding(charge)}
          >
            {BILLING_TEXTS.refund}
          </Button>,
        ]
      : [];

  return (
    <Card
      title={BILLING_TEXTS.title}
      role="region"
      aria-label={BILLING_TEXTS.title}
      style={{ marginTop: 16 }}
      extra={mayWrite && billing && <CompActions billing={billing} giveComp={giveComp} endComp={endComp} />}
    >
      {loading && <Skeleton active />}
      {error && <Result status="warning" title={error} />}
      {billing && (
        <>
          <BillingSummary billing={billing} />
          <ChargeList charges={billing.charges} actions={mayWrite ? refundButton : undefined} />
        </>
      )}
      {mayWrite && (
        <RefundModal
          charge={refunding}
          refund={refund}
          onClose={() => setRefunding(null)}
          onDone={(message) => {
            setRefunding(null);
            showSuccess(message, ADD_SUCCESS_MS);
          }}
        />
      )}
    </Card>
  );
}
