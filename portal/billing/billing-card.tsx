import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Typography } from 'antd';
import { billingQuery } from '../../providers/billing-api';
import { BILLING_TEXTS, ChargeList, nextChargeLine } from '../../src/components/charge-list';
import { SectionCard } from '../shared/section-card';
import { RowsSkeleton } from '../shared/section-skeleton';
import { ReceiptButton } from './receipt-button';

/** The profile's billing: the plan, the next charge, and every charge and refund with its receipt. */
export function BillingCard() {
  const { data: billing, error } = useQuery(billingQuery());

  return (
    <SectionCard region title={BILLING_TEXTS.title}>
      {error && <Alert type="error" showIcon role="alert" message={error.message} />}
      {!error && !billing && <RowsSkeleton rows={3} />}
      {billing && (
        <>
          {billing.plan && (
            <Descriptions column={1} size="small">
              <Descriptions.Item label={BILLING_TEXTS.plan}>{billing.plan.name}</Descriptions.Item>
            </Descriptions>
          )}
          {(billing.plan || billing.nextCharge) && (
            <Typography.Paragraph data-testid="next-charge">{nextChargeLine(billing.nextCharge)}</Typography.Paragraph>
          )}
          <ChargeList
            charges={billing.charges}
            actions={(charge) => [<ReceiptButton key="receipt" charge={charge} />]}
          />
        </>
      )}
    </SectionCard>
  );
}
