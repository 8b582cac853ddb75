import { Table, type TableProps, Typography } from 'antd';

/**
 * One of the overview's small tables: every row on one page, and an empty text the theme's secondary
 * colour keeps readable (antd's own is its faint disabled colour).
 */
export function FigureTable<Row extends object>({
  empty,
  ...table
}: Pick<TableProps<Row>, 'rowKey' | 'dataSource' | 'columns'> & { empty: string }) {
  return (
    <Table<Row>
      size="small"
      pagination={false}
      locale={{ emptyText: <Typography.Text type="secondary">{empty}</Typography.Text> }}
      {...table}
    />
  );
}
