import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { formatAmount } from '../../common/money';
import { toApiError } from '../../providers/api-error';
import { changePlan, planChangeQuoteQuery } from '../../providers/billing-api';
import { notify } from '../../providers/notification-provider';
import { plansQuery } from '../../providers/plans-api';
import type { PlanOffering } from '../../providers/types';
import { formatPlanPeriod } from '../payments/plan-format';
import { PLAN_CHANGE_TEXTS, planChangeLines } from './plan-change-texts';

/** "Change plan" beside the member's plan, when another plan is offered. */
export function ChangePlanButton({ currentPlanId }: { currentPlanId: number }) {
  const [open, setOpen] = useState(false);
  const { data: plans } = useQuery(plansQuery());
  const others = plans?.filter((plan) => plan.id !== currentPlanId) ?? [];
  if (others.length === 0) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{PLAN_CHANGE_TEXTS.button}</Button>
      {open && <ChangePlanDialog plans={others} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The plans to move to; choosing one shows what the server quotes for it, and confirming makes the change. */
function ChangePlanDialog({ plans, onClose }: { plans: PlanOffering[]; onClose: () => void }) {
  const [planId, setPlanId] = useState<number | null>(plans.length === 1 ? plans[0].id : null);
  const quote = useQuery(planChangeQuoteQuery(planId));
  const change = useMutation(changePlan);
  const failure = change.error ?? quote.error;

  const confirm = () =>
    change.mutate(planId!, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onClose();
      },
    });

  return (
    <Modal
      open
      title={PLAN_CHANGE_TEXTS.title}
      okText={PLAN_CHANGE_TEXTS.confirm}
      cancelText={PLAN_CHANGE_TEXTS.cancel}
      okButtonProps={{ disabled: !quote.data || quote.isFetching, loading: change.isPending }}
      onOk={confirm}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        <Radio.Group
          aria-label={PLAN_CHANGE_TEXTS.plans}
          value={planId}
          onChange={(event) => {
            change.reset();
            setPlanId(event.target.value as number);
          }}
        >
          <Flex vertical gap={8}>
            {plans.map((plan) => (
              <Radio key={plan.id} value={plan.id}>
                {plan.name}: {formatAmount({ amount: plan.amountCents, currency: plan.currency })} /{' '}
                {formatPlanPeriod(plan)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        {planId !== null && quote.isFetching && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
        {failure && <Alert type="error" showIcon role="alert" message={toApiError(failure).message} />}
        {quote.data && !quote.isFetching && (
          <Typography.Paragraph data-testid="plan-change-quote" style={{ marginBottom: 0 }}>
            {planChangeLines(quote.data).join(' ')}
          </Typography.Paragraph>
        )}
      </Flex>
    </Modal>
  );
}
