import { Table, Typography } from 'antd';
import type { OverviewResponse } from '../../providers/types';
import { moneyColumn } from './money-column';

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
        // A code is one word of up to 32 letters: on a phone it breaks rather than widen the page.
        {
          title: 'Code',
          dataIndex: 'code',
          render: (code: string) => <span style={{ overflowWrap: 'anywhere' }}>{code}</span>,
        },
        { title: 'Redemptions', dataIndex: 'redemptions', align: 'right' },
        moneyColumn('Revenue', 'revenue', currency),
      ]}
    />
  );
}
