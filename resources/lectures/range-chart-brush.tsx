import { Flex, InputNumber, Radio, Typography } from 'antd';
import { type Action, ACTIONS, type Mix } from '../../common/range-chart';
import { ACTION_LABELS } from '../../src/components/range-grid';

export type BrushKind = Action | 'mix';
export interface Brush {
  kind: BrushKind;
  /** The percentages a Mix brush paints. */
  mix: Record<Action, number>;
}

export const DEFAULT_BRUSH: Brush = { kind: 'raise', mix: { raise: 50, call: 50, fold: 0 } };

/** What the brush paints, or null while a mix does not add up to 100. */
export function brushMix(brush: Brush): Mix | null {
  if (brush.kind !== 'mix') return { [brush.kind]: 100 };
  const total = ACTIONS.reduce((sum, action) => sum + brush.mix[action], 0);
  if (total !== 100) return null;
  return Object.fromEntries(ACTIONS.filter((action) => brush.mix[action] > 0).map((a) => [a, brush.mix[a]]));
}

/** The action brush: Raise, Call, Fold, or a Mix of whole percentages adding up to 100. */
export function RangeChartBrush({ brush, onChange }: { brush: Brush; onChange(brush: Brush): void }) {
  const total = ACTIONS.reduce((sum, action) => sum + brush.mix[action], 0);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      <div role="radiogroup" aria-label="Brush">
        <Radio.Group
          optionType="button"
          value={brush.kind}
          onChange={(event) => onChange({ ...brush, kind: event.target.value as BrushKind })}
          options={[
            ...ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
            { value: 'mix', label: 'Mix' },
          ]}
        />
      </div>
      {brush.kind === 'mix' && (
        <Flex wrap gap={12} align="center">
          {ACTIONS.map((action) => (
            <label key={action}>
              <Typography.Text style={{ marginRight: 6 }}>{ACTION_LABELS[action]} %</Typography.Text>
              <InputNumber
                min={0}
                max={100}
                precision={0}
                value={brush.mix[action]}
                onChange={(value) => onChange({ ...brush, mix: { ...brush.mix, [action]: value ?? 0 } })}
                style={{ width: 72 }}
              />
            </label>
          ))}
          {total !== 100 && (
            <Typography.Text type="danger" role="alert">
              The mix adds up to {total} %, not 100 %
            </Typography.Text>
          )}
        </Flex>
      )}
    </Flex>
  );
}
