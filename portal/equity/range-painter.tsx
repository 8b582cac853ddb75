import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { combosOf, type Mix, RANKS } from '../../common/range-chart';
import { rangeChartsQuery } from '../../providers/range-charts-api';
import { RangeGrid } from '../../src/components/range-grid';
import type { RangeWeights } from './engine';
import { useEquityColours } from './equity-colours';
import { percent } from './format';

/** A chart's range: each hand played as often as the chart raises or calls it. */
const playedShare = (cells: Record<string, Mix>): RangeWeights =>
  Object.fromEntries(
    Object.entries(cells)
      .map(([hand, mix]) => [hand, ((mix.raise ?? 0) + (mix.call ?? 0)) / 100] as const)
      .filter(([, weight]) => weight > 0),
  );

interface RangePainterProps {
  name: string;
  weights: RangeWeights;
  onChange(weights: RangeWeights): void;
  /** The lecture whose range charts can be taken with one click. */
  lectureId?: number;
}

/** Paint a player's range on the 13×13 grid: a stroke adds hands when it starts on one out of the range, else removes. */
export function RangePainter({ name, weights, onChange, lectureId }: RangePainterProps) {
  const colours = useEquityColours();
  const [hand, setHand] = useState<string | null>(null);
  // Whether the current stroke adds or removes, fixed by the first hand it touches.
  const adding = useRef<boolean | null>(null);
  // A drag paints several hands before the page renders again: each builds on the one before.
  const latest = useRef(weights);
  latest.current = weights;

  const paint = (touched: string) => {
    adding.current ??= !(latest.current[touched] > 0);
    const next = { ...latest.current };
    if (adding.current) next[touched] = 1;
    else delete next[touched];
    latest.current = next;
    onChange(next);
  };
  const describe = (cell: string) => {
    const weight = weights[cell] ?? 0;
    return weight >= 1 ? 'in the range' : weight > 0 ? `${percent(weight, 0)} in the range` : 'not in the range';
  };

  return (
    <section aria-label={`${name}'s range`} style={{ marginTop: 16 }}>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{name}&apos;s range</Typography.Text>
        <Button size="small" onClick={() => onChange({})}>
          Clear
        </Button>
        {lectureId !== undefined && (
          <ChartButtons lectureId={lectureId} onPick={(cells) => onChange(playedShare(cells))} />
        )}
      </Flex>
      <div
        onPointerDownCapture={() => (adding.current = null)}
        onKeyDownCapture={() => (adding.current = null)}
        style={{ maxWidth: RANKS.length * 40 }}
      >
        <RangeGrid
          cells={{}}
          label={`${name}'s range: paint hands`}
          onHover={setHand}
          onPaint={paint}
          activeHand={hand}
          look={(cell) => ({ background: colours.painted(weights[cell] ?? 0), name: `${cell}, ${describe(cell)}` })}
        />
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', minHeight: 22 }}>
        {hand
          ? `${hand} · ${combosOf(hand)} combos · ${describe(hand)}`
          : 'Press or drag over hands to add or remove them'}
      </Typography.Paragraph>
    </section>
  );
}

/** The lecture's range charts, each taken as a range with one click. */
function ChartButtons({ lectureId, onPick }: { lectureId: number; onPick(cells: Record<string, Mix>): void }) {
  const { data: charts = [] } = useQuery(rangeChartsQuery(lectureId));
  return charts.map((chart) => (
    <Button key={chart.id} size="small" onClick={() => onPick(chart.cells)}>
      {chart.title}
    </Button>
  ));
}
