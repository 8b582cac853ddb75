import { useCustom } from '@refinedev/core';
import { Card, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { userDetailsPath } from '../../common/paths';
import type { DunningResponse } from '../../providers/types';
import { billingDate } from '../../src/components/charge-list';
import { BACKGROUND, inPlaceRead } from '../shared/call-options';
import { USER_BILLING_TEXTS as TEXTS } from '../shared/constants';

type Failing = DunningResponse[number];

/** Under the users list, while any: the members whose renewal is failing, each a link to their billing. */
export function FailingPayments() {
  const { query } = useCustom<DunningResponse>({
    url: 'billing/dunning',
    method: 'get',
    meta: BACKGROUND,
    ...inPlaceRead(),
  });
  const rows = query.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card title={TEXTS.failingTitle} role="region" aria-label={TEXTS.failingTitle} style={{ marginTop: 16 }}>
      <Table<Failing>
        rowKey="userId"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: TEXTS.failingMember,
            key: 'member',
            render: (_, row) => (
              <>
                <Link to={userDetailsPath(row.userId)}>{row.name}</Link>
                <Typography.Text type="secondary"> {row.email}</Typography.Text>
              </>
            ),
          },
          { title: TEXTS.failingPlan, dataIndex: 'plan' },
          { title: TEXTS.failingSinceColumn, key: 'since', render: (_, row) => billingDate(row.since) },
          {
            title: TEXTS.failingNextRetry,
            key: 'next',
            render: (_, row) => (row.nextAttempt ? billingDate(row.nextAttempt) : TEXTS.noRetryLeft),
          },
        ]}
      />
    </Card>
  );
}
