import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Card, theme, Typography } from 'antd';
import type { WeekTrend } from '../../common/week-trend';
import { FigureStatistic } from '../../src/components/figure-statistic';

export interface StatCardProps {
  title: string;
  value: number;
  suffix?: string;
  precision?: number;
  /** The real change against the week before (docs/PRODUCT.md#dashboard), e.g. 100 → `100 % Since last week`. */
  weekChangePercent: number;
  weekTrend: WeekTrend;
}

/** With nothing the week before there is no base to grow from, so no percentage is claimed. */
export const weekChangeText = (percent: number, trend: WeekTrend) =>
  trend === 'new' ? 'New this week' : `${Math.round(percent)} % Since last week`;

/** Only a measured change gets an arrow: a green one beside "0 %" or a first week reads as progress. */
function ChangeIcon({ trend }: { trend: WeekTrend }) {
  const { token } = theme.useToken();
  if (trend === 'up') return <ArrowUpOutlined aria-hidden style={{ color: token.colorSuccess }} />;
  if (trend === 'down') return <ArrowDownOutlined aria-hidden style={{ color: token.colorError }} />;
  return <MinusOutlined aria-hidden style={{ color: token.colorTextSecondary }} />;
}

/** One dashboard figure, large and tabular, with its weekly change. */
export function StatCard({ title, value, suffix, precision, weekChangePercent, weekTrend }: StatCardProps) {
  return (
    <Card>
      <FigureStatistic title={title} value={value} precision={precision} suffix={suffix} />
      <Typography.Text>
        <ChangeIcon trend={weekTrend} /> {weekChangeText(weekChangePercent, weekTrend)}
      </Typography.Text>
    </Card>
  );
}
