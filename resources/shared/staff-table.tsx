import { Table, type TableProps } from 'antd';

/**
 * A staff table that fits its box: as wide as its content up to the box, then long text wraps or
 * truncates (see `fields.tsx`) instead of pushing columns out of sight. Only when even the narrowest
 * cells cannot fit (a phone) does it scroll, with the row actions (a column marked `fixed: 'right'`)
 * kept in view.
 */
export function StaffTable<T extends object>(props: TableProps<T>) {
  // antd lays a table with a fixed column out 'fixed' (equal shares); 'auto' sizes each column by its content.
  return <Table<T> size="middle" tableLayout="auto" scroll={{ x: true }} {...props} />;
}
