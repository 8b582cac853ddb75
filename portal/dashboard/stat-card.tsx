import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
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

/** A green arrow beside "0 %" reads as progress, so no change gets a neutral dash. */
function ChangeIcon({ percent }: { percent: number }) {
  const { token } = theme.useToken();
  const rounded = Math.round(percent);
  if (rounded > 0) return <ArrowUpOutlined aria-hidden style={{ color: token.colorSuccess }} />;
  if (rounded < 0) return <ArrowDownOutlined aria-hidden style={{ color: token.colorError }} />;
  return <MinusOutlined aria-hidden style={{ color: token.colorTextSecondary }} />;
}

/** One dashboard figure, large and tabular, with its weekly change. */
export function StatCard({ title, value, suffix, precision, weekChangePercent }: StatCardProps) {
  return (
    <Card>
      <FigureStatistic title={title} value={value} precision={precision} suffix={suffix} />
      <Typography.Text>
        <ChangeIcon percent={weekChangePercent} /> {weekChangeText(weekChangePercent)}
      </Typography.Text>
    </Card>
  );
}
