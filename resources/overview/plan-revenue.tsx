import { Flex, Typography } from 'antd';
import type { OverviewResponse } from '../../providers/types';
import { INTERVALS } from '../plans/plan-terms';
import { FigureTable } from './figure-table';
import { moneyColumn } from './money-column';

type PlanRevenue = OverviewResponse['mrrByPlan'][number];

const intervalLabel = (interval: PlanRevenue['interval']) => INTERVALS.find((one) => one.value === interval)?.label;

/** Monthly recurring revenue now, plan by plan in the order members see the plans. */
export function PlanRevenueTable({ plans, currency }: { plans: PlanRevenue[]; currency: string }) {
  return (
    <FigureTable<PlanRevenue>
      rowKey="planId"
      dataSource={plans}
      empty="Nobody pays for a plan now"
      columns={[
        {
          title: 'Plan',
          key: 'plan',
          render: (_, plan) => (
            <Flex vertical>
              {plan.name}
              <Typography.Text type="secondary">{intervalLabel(plan.interval)}</Typography.Text>
            </Flex>
          ),
        },
        { title: 'Members', dataIndex: 'members', align: 'right' },
        moneyColumn('Per month', 'amount', currency),
      ]}
    />
  );
}
