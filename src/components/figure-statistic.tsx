import { Statistic, Typography } from 'antd';

export interface FigureStatisticProps {
  title: string;
  value: number | string;
  precision?: number;
  suffix?: string;
}

/** A figure as the dashboards show it: its title as a heading, the value large and tabular. */
export function FigureStatistic({ title, value, precision, suffix }: FigureStatisticProps) {
  return (
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
  );
}
