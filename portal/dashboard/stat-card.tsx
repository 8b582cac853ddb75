import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, theme, Typography } from 'antd';

export interface StatCardProps {
  title: string;
  value: number;
  suffix?: string;
  precision?: number;
  /** The real change against the week before (CONTRACT §7), e.g. 100 → `100 % Since last week`. */
  weekChangePercent: number;
}

export const weekChangeText = (percent: number) => `${Math.round(percent)} % Since last week`;

/** One dashboard figure, large and tabular, with its weekly change. */
export function StatCard({ title, value, suffix, precision, weekChangePercent }: StatCardProps) {
  const up = weekChangePercent >= 0;
  const { token } = theme.useToken();
  return (
    <Card>
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
      <Typography.Text>
        {up ? (
          <ArrowUpOutlined aria-hidden style={{ color: token.colorSuccess }} />
        ) : (
          <ArrowDownOutlined aria-hidden style={{ color: token.colorError }} />
        )}{' '}
        {weekChangeText(weekChangePercent)}
      </Typography.Text>
    </Card>
  );
}
