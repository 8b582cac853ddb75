import type { OverviewResponse } from '../../providers/types';
import { FigureTable } from './figure-table';
import { moneyColumn } from './money-column';

type OfferRedemption = OverviewResponse['offerRedemptions'][number];

/** The offers redeemed in the range, most first, with what their payments brought in it net of refunds. */
export function OfferRedemptionsTable({ offers, currency }: { offers: OfferRedemption[]; currency: string }) {
  return (
    <FigureTable<OfferRedemption>
      rowKey="offerId"
      dataSource={offers}
      empty="No offer was redeemed in this range"
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
