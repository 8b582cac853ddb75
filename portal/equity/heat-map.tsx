import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { RANKS } from '../../common/range-chart';
import { RangeGrid } from '../../src/components/range-grid';
import { useEquityColours } from './equity-colours';
import { percent } from './format';

/** A range's equity per hand class on the grid, coloured in bands from red (behind) to green (ahead). */
export function HeatMap({ name, classes }: { name: string; classes: Record<string, number> }) {
  const colours = useEquityColours();
  const [hand, setHand] = useState<string | null>(null);
  const describe = (cell: string) =>
    classes[cell] === undefined ? 'not in the range' : `${percent(classes[cell])} equity`;
  return (
    <section aria-label={`${name}'s equity by hand`} style={{ marginTop: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {name}&apos;s equity by hand
      </Typography.Title>
      <div style={{ maxWidth: RANKS.length * 40 }}>
        <RangeGrid
          cells={{}}
          label={`${name}'s heat map`}
          onHover={setHand}
          activeHand={hand}
          look={(cell) => ({ background: colours.heat(classes[cell]), name: `${cell}, ${describe(cell)}` })}
        />
      </div>
      <Flex wrap gap={12} style={{ marginTop: 8 }} aria-hidden>
        {colours.bands.map((band, at) => (
          <Flex key={band.from} align="center" gap={4}>
            <span
              style={{ width: 14, height: 14, borderRadius: 3, background: band.colour, display: 'inline-block' }}
            />
            <Typography.Text type="secondary">
              {at === colours.bands.length - 1 ? `${percent(band.from, 0)}+` : `from ${percent(band.from, 0)}`}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
      <Typography.Paragraph data-testid="heat-hand" style={{ margin: '8px 0 0', minHeight: 22 }}>
        {hand ? (
          `${hand}: ${describe(hand)}`
        ) : (
          <Typography.Text type="secondary">Point at a hand to see its equity</Typography.Text>
        )}
      </Typography.Paragraph>
    </section>
  );
}
