import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { rangeChartsQuery } from '../../providers/range-charts-api';
import type { RangeChartRecord } from '../../providers/types';
import { RangeGrid, RangeSummary } from '../../src/components/range-grid';

/** Range charts: the lecture's preflop grids beside the video; nothing when it has none. */
export function RangeCharts({ lectureId }: { lectureId: number }) {
  const { data: charts = [] } = useQuery(rangeChartsQuery(lectureId));
  if (charts.length === 0) return null;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Range charts
        </Typography.Title>
      }
      style={{ marginTop: 16 }}
    >
      {charts.map((chart) => (
        <RangeChartView key={chart.id} chart={chart} />
      ))}
    </Card>
  );
}

function RangeChartView({ chart }: { chart: RangeChartRecord }) {
  const [hand, setHand] = useState<string | null>(null);
  const titleId = `range-chart-${chart.id}`;
  return (
    <section aria-labelledby={titleId} style={{ marginBottom: 24 }}>
      <Typography.Title level={3} id={titleId} style={{ fontSize: 16 }}>
        {chart.title}
      </Typography.Title>
      <RangeGrid cells={chart.cells} label={`${chart.title}: hands`} onHover={setHand} activeHand={hand} />
      <RangeSummary cells={chart.cells} hand={hand} />
    </section>
  );
}
