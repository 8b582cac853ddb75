import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { BILLING_ANCHOR } from '../../common/paths';
import { billingQuery } from '../../providers/billing-api';
import { BILLING_TEXTS, ChargeList, nextChargeLine } from '../../src/components/charge-list';
import { SectionCard } from '../shared/section-card';
import { RowsSkeleton } from '../shared/section-skeleton';
import { CardOnFile } from './card-on-file';
import { ChangePlanButton } from './change-plan';
import { ReceiptButton } from './receipt-button';

/**
 * The profile's billing (`/profile#billing`, the failed-payment mails' link): the plan, the next charge,
 * the card on file and its update while a paid membership runs, and every charge and refund with its receipt.
 */
export function BillingCard() {
  const { data: billing, error } = useQuery(billingQuery());
  // The mails' `/profile#billing`: the card appears after the page, so the browser's own jump missed it.
  const loaded = Boolean(billing);
  useEffect(() => {
    if (loaded && window.location.hash === `#${BILLING_ANCHOR}`)
      document.getElementById(BILLING_ANCHOR)?.scrollIntoView();
  }, [loaded]);

  return (
    <SectionCard region title={BILLING_TEXTS.title} id={BILLING_ANCHOR}>
      {error && <Alert type="error" showIcon role="alert" message={error.message} />}
      {!error && !billing && <RowsSkeleton rows={3} />}
      {billing && (
        <>
          {billing.plan && (
            <Descriptions column={1} size="small">
              <Descriptions.Item label={BILLING_TEXTS.plan}>{billing.plan.name}</Descriptions.Item>
            </Descriptions>
          )}
          {billing.plan && (
            <Typography.Paragraph data-testid="next-charge">
              {nextChargeLine(billing, billing.plan.currency)}
            </Typography.Paragraph>
          )}
          {/* A free membership is never charged: no card to show or update. */}
          {(billing.card || billing.nextChargeAt) && <CardOnFile card={billing.card} />}
          {/* A running membership that renews can move to another plan; a cancelled one has no next charge. */}
          {billing.plan && billing.nextChargeAt && (
            <Flex style={{ marginBottom: 16 }}>
              <ChangePlanButton currentPlanId={billing.plan.id} />
            </Flex>
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
