import { Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ChartCardProps {
  /** The card's heading, also the chart's accessible name. */
  title: string;
  /** Beside the heading: a total, a picker. */
  extra?: ReactNode;
  /** Nothing to draw: an empty state says so instead of a flat chart. */
  empty?: string | false;
  children: ReactNode;
}

/** A titled card holding one chart. */
export function ChartCard({ title, extra, empty, children }: ChartCardProps) {
  return (
    <Card
      style={{ height: '100%' }}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0, fontWeight: 500 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : children}
    </Card>
  );
}
