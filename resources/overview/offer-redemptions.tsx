import { Table, Typography } from 'antd';
import { formatAmount } from '../../common/money';
import type { OverviewResponse } from '../../providers/types';

type OfferRedemption = OverviewResponse['offerRedemptions'][number];

/** The offers redeemed in the range, most first, with what their payments brought in it net of refunds. */
export function OfferRedemptionsTable({ offers, currency }: { offers: OfferRedemption[]; currency: string }) {
  return (
    <Table<OfferRedemption>
      rowKey="offerId"
      size="small"
      pagination={false}
      dataSource={offers}
      locale={{ emptyText: <Typography.Text type="secondary">No offer was redeemed in this range</Typography.Text> }}
      columns={[
        { title: 'Code', dataIndex: 'code' },
        { title: 'Redemptions', dataIndex: 'redemptions', align: 'right' },
        {
          title: 'Revenue',
          dataIndex: 'revenue',
          align: 'right',
          render: (revenue: number) => formatAmount({ amount: revenue, currency }),
        },
      ]}
    />
  );
}
