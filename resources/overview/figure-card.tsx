import { Card, Typography } from 'antd';
import { FigureStatistic, type FigureStatisticProps } from '../../src/components/figure-statistic';

export interface FigureCardProps extends FigureStatisticProps {
  /** One line saying what the figure counts. */
  note: string;
}

/** One overview figure, large and tabular, as the member dashboard's stat cards show theirs. */
export function FigureCard({ title, value, precision, suffix, note }: FigureCardProps) {
  return (
    <Card style={{ height: '100%' }}>
      <FigureStatistic title={title} value={value} precision={precision} suffix={suffix} />
      <Typography.Text type="secondary">{note}</Typography.Text>
    </Card>
  );
}
