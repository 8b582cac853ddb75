import { Flex, Typography } from 'antd';
import {
  ACTIONS,
  type Cells,
  comboShares,
  combosOf,
  describeMix,
  formatPercent,
  percentOfCombos,
  TOTAL_COMBOS,
} from '../../../common/range-chart';
import { ACTION_LABELS, useActionColours } from './range-colours';

const combosText = (combos: number) => `${Math.round(combos * 100) / 100} combos`;

/** The legend, each action's share of the 1 326 combos, and the hand under the pointer. */
export function RangeSummary({ cells, hand }: { cells: Cells; hand: string | null }) {
  const colours = useActionColours();
  const shares = comboShares(cells);
  return (
    <div style={{ marginTop: 12 }}>
      <Flex wrap gap={16} role="list" aria-label={`Share of the ${TOTAL_COMBOS} combos`}>
        {ACTIONS.map((action) => (
          <Flex key={action} role="listitem" align="center" gap={6} data-action={action}>
            <span
              aria-hidden
              style={{ width: 14, height: 14, borderRadius: 3, background: colours[action], display: 'inline-block' }}
            />
            <Typography.Text>
              {ACTION_LABELS[action]} <strong>{formatPercent(percentOfCombos(shares[action]))}</strong>{' '}
              <Typography.Text type="secondary">({combosText(shares[action])})</Typography.Text>
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
      <Typography.Paragraph data-testid="range-hand" style={{ margin: '8px 0 0', minHeight: 22 }}>
        {hand ? (
          <>
            <strong>{hand}</strong> · {combosOf(hand)} combos · {describeMix(cells[hand] ?? {})}
          </>
        ) : (
          <Typography.Text type="secondary">Point at a hand to see its name and mix</Typography.Text>
        )}
      </Typography.Paragraph>
    </div>
  );
}
