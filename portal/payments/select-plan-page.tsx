import { useQueries } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { paymentsConfigQuery } from '../../providers/payments-api';
import { meQuery } from '../../providers/profile-api';
import { allAnswered } from '../../src/components/all-answered';
import { PageLoader } from '../../src/components/page-loader';
import { PageHeading } from '../shared/page-heading';
import { PaymentForm } from './payment-form';
import { PlanCard } from './plan-card';

/** /select-plan: the plan card, then the payment form (docs/PRODUCT.md#membership). */
export function SelectPlanPage() {
  const [selected, setSelected] = useState(false);
  const loaded = useQueries({ queries: [meQuery(), paymentsConfigQuery()], combine: allAnswered });

  return (
    <>
      <PageHeading title="Purchase Plan" />
      <Flex gap={24} wrap align="flex-start">
        <PlanCard onSelect={() => setSelected(true)} />
        {selected &&
          (loaded.error ? (
            <Alert type="error" showIcon role="alert" message={loaded.error.message} />
          ) : loaded.data ? (
            <PaymentForm user={loaded.data[0]} config={loaded.data[1]} />
          ) : (
            <PageLoader />
          ))}
      </Flex>
    </>
  );
}
