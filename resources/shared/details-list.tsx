import { Descriptions, Result, Skeleton } from 'antd';
import { detailsOf, type Field } from './fields';

export interface DetailsListProps<T> {
  loading: boolean;
  error?: string | null;
  record?: T;
  fields: Field<T>[];
}

/** A record's fields as label/value rows, with the loading and error states. */
export function DetailsList<T>({ loading, error, record, fields }: DetailsListProps<T>) {
  if (loading) return <Skeleton active />;
  if (error) return <Result status="warning" title={error} />;
  const items = record ? detailsOf(fields, record) : [];
  return (
    <Descriptions
      column={1}
      bordered
      items={items.map((item) => ({ key: item.label, label: item.label, children: item.value }))}
    />
  );
}
