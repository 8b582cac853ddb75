import { Flex, Tag, Typography } from 'antd';
import { formatAmount } from '../../common/money';
import type { OfferPreview, PlanOffering } from '../../providers/types';
import { PLAN_TEXTS } from '../constants';
import { formatPlanPeriod } from './plan-format';

/**
 * A plan's price and period (`USD 49.99 / monthly`); with an offer that applies, the price before struck
 * through, the first charge after it, and what the offer does (`40% off the first 12 months`).
 */
export function PlanPrice({ plan, offer }: { plan: PlanOffering; offer?: OfferPreview }) {
  const period = <Typography.Text type="secondary">/ {formatPlanPeriod(plan)}</Typography.Text>;
  if (!offer)
    return (
      <Flex align="baseline" gap={8}>
        <Typography.Text strong style={{ fontSize: 32 }}>
          {formatAmount({ amount: plan.amountCents, currency: plan.currency })}
        </Typography.Text>
        {period}
      </Flex>
    );
  return (
    <Flex vertical gap={4} align="flex-start" data-testid="offer-price">
      <Flex align="baseline" gap={8} wrap>
        <Typography.Text delete type="secondary" title={PLAN_TEXTS.priceBefore} style={{ fontSize: 20 }}>
          {formatAmount({ amount: offer.amountCents + offer.discountCents, currency: offer.currency })}
        </Typography.Text>
        <Typography.Text strong style={{ fontSize: 32 }}>
          {formatAmount({ amount: offer.amountCents, currency: offer.currency })}
        </Typography.Text>
        {period}
      </Flex>
      <Tag color="success" style={{ whiteSpace: 'normal' }}>
        {offer.message}
      </Tag>
    </Flex>
  );
}
