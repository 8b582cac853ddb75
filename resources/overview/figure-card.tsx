import { Card, Statistic, Typography } from 'antd';

export interface FigureCardProps {
  title: string;
  value: number | string;
  precision?: number;
  suffix?: string;
  /** One line saying what the figure counts. */
  note: string;
}

/** One overview figure, large and tabular, as the member dashboard's stat cards show theirs. */
export function FigureCard({ title, value, precision, suffix, note }: FigureCardProps) {
  return (
    <Card style={{ height: '100%' }}>
      <Statistic
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0, fontWeight: 500 }}>
            {title}
          </Typography.Title>
        }
        value={value}
        precision={precision}
        suffix={suffix}
        valueStyle={{ fontVariantNumeric: 'tabular-nums', fontSize: 32 }}
      />
      <Typography.Text type="secondary">{note}</Typography.Text>
    </Card>
  );
}
