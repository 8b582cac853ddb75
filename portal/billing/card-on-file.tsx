import { CreditCardOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { billingApi } from '../../providers/billing-api';
import { notify } from '../../providers/notification-provider';
import { paymentsConfigQuery } from '../../providers/payments-api';
import type { BillingResponse } from '../../providers/types';
import { cardLine } from '../../src/components/charge-list';
import { CARD_TEXTS } from './card-texts';
import { CardUpdateDialog } from './card-update-dialog';

/** The card the next charges are made with, `Update card`, and on Stripe its customer portal. */
export function CardOnFile({ card }: { card: BillingResponse['card'] }) {
  const { data: config } = useQuery(paymentsConfigQuery());
  const [updating, setUpdating] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const openStripePortal = async () => {
    setLeaving(true);
    try {
      window.location.assign((await billingApi.stripePortal()).url);
    } catch (failure) {
      notify.error(toApiError(failure).message);
      setLeaving(false);
    }
  };

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {card && (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={CARD_TEXTS.card}>
            <span data-testid="card-on-file">{cardLine(card)}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
      {config && (
        <Flex gap={8} wrap>
          <Button icon={<CreditCardOutlined aria-hidden />} onClick={() => setUpdating(true)}>
            {CARD_TEXTS.update}
          </Button>
          {config.provider === 'stripe' && (
            <Button loading={leaving} onClick={() => void openStripePortal()}>
              {CARD_TEXTS.manageOnStripe}
            </Button>
          )}
          <CardUpdateDialog open={updating} config={config} onClose={() => setUpdating(false)} />
        </Flex>
      )}
    </Flex>
  );
}
