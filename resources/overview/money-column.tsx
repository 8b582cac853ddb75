import type { TableColumnType } from 'antd';
import { formatAmount } from '../../common/money';

/** A table column of amounts in `currency`, written as the product writes money and never broken over two lines. */
export function moneyColumn<Row>(title: string, dataIndex: keyof Row & string, currency: string): TableColumnType<Row> {
  return {
    title,
    dataIndex,
    align: 'right',
    render: (amount: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatAmount({ amount, currency })}</span>,
  };
}
