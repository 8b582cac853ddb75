import { Descriptions, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

export interface DetailsListProps {
  loading: boolean;
  error?: string | null;
  items: { label: string; value: ReactNode }[];
}

/** A record's fields as label/value rows, with the loading and error states. */
export function DetailsList({ loading, error, items }: DetailsListProps) {
  if (loading) return <Skeleton active />;
  if (error) return <Result status="warning" title={error} />;
  return <Descriptions column={1} bordered items={items.map((item) => ({ key: item.label, label: item.label, children: item.value }))} />;
}
