import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { offerPreviewQuery } from '../../providers/offers-api';
import { paymentsConfigQuery } from '../../providers/payments-api';
import { plansQuery } from '../../providers/plans-api';
import { meQuery } from '../../providers/profile-api';
import type { PlanOffering } from '../../providers/types';
import { allAnswered } from '../../src/components/all-answered';
import { PageLoader } from '../../src/components/page-loader';
import { PLAN_TEXTS, PORTAL_TEXTS } from '../constants';
import { PageHeading } from '../shared/page-heading';
import { type AppliedCode, PaymentForm } from './payment-form';
import { PlanCard } from './plan-card';

const noSelection = () => undefined;

/**
 * /select-plan: a card per active plan, then the payment form of the one chosen, with its offer code
 * (`?code=` fills and applies one) (docs/PRODUCT.md#membership).
 */
export function SelectPlanPage() {
  const linkCode = useSearchParams()[0].get('code')?.trim() || null;
  const [code, setCode] = useState(linkCode);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const plans = useQuery(plansQuery());
  const loaded = useQueries({ queries: [meQuery(), paymentsConfigQuery()], combine: allAnswered });

  const offered = plans.data ?? [];
  const several = offered.length > 1;
  // A link with a code, where one plan is offered, opens that plan's form with the code applied.
  const selected: PlanOffering | undefined =
    offered.find((plan) => plan.id === chosenId) ?? (linkCode && offered.length === 1 ? offered[0] : undefined);
  const preview = useQuery({
    ...offerPreviewQuery(code ?? '', selected?.id ?? 0),
    enabled: Boolean(code && selected),
  });
  const offerCode: AppliedCode = {
    code,
    checking: preview.isFetching,
    offer: code ? preview.data : undefined,
    refusal: code ? preview.error?.message : undefined,
    apply: setCode,
    remove: () => setCode(null),
  };

  return (
    <>
      <PageHeading title="Purchase Plan" />
      {several && (
        <Alert type="info" role="note" showIcon message={PORTAL_TEXTS.profileLocked} style={{ marginBottom: 24 }} />
      )}
      {several && code && !selected && (
        <Alert type="info" showIcon message={PLAN_TEXTS.codeForPlan(code)} style={{ marginBottom: 24 }} />
      )}
      <Flex gap={24} wrap align="flex-start">
        {/* Keyed by place, so the loading card becomes the first plan's card instead of being replaced by it. */}
        {(offered.length === 0 ? [undefined] : offered).map((plan, place) =>
          plan ? (
            <PlanCard
              key={place}
              plan={plan}
              offer={plan.id === selected?.id ? offerCode.offer : undefined}
              note={!several}
              selected={several && plan.id === selected?.id}
              onSelect={() => setChosenId(plan.id)}
            />
          ) : (
            <PlanCard key={place} error={plans.error} onSelect={noSelection} />
          ),
        )}
        {selected &&
          (loaded.error ? (
            <Alert type="error" showIcon role="alert" message={loaded.error.message} />
          ) : loaded.data ? (
            <PaymentForm user={loaded.data[0]} config={loaded.data[1]} plan={selected} offerCode={offerCode} />
          ) : (
            <PageLoader />
          ))}
      </Flex>
    </>
  );
}
