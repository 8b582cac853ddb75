import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, theme, Typography } from 'antd';
import { FigureStatistic } from '../../src/components/figure-statistic';

export interface StatCardProps {
  title: string;
  value: number;
  suffix?: string;
  precision?: number;
  /** The real change against the week before (docs/PRODUCT.md#dashboard), e.g. 100 → `100 % Since last week`. */
  weekChangePercent: number;
}

export const weekChangeText = (percent: number) => `${Math.round(percent)} % Since last week`;

/** One dashboard figure, large and tabular, with its weekly change. */
export function StatCard({ title, value, suffix, precision, weekChangePercent }: StatCardProps) {
  const up = weekChangePercent >= 0;
  const { token } = theme.useToken();
  return (
    <Card>
      <FigureStatistic title={title} value={value} precision={precision} suffix={suffix} />
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
