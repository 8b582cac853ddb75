import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { type Cells, MAX_RANGE_CHART_TITLE, uniformCells } from '../../common/range-chart';
import type { RangeChartBody } from '../../providers/types';
import { RangeGrid, RangeSummary } from '../../src/components/range-grid';
import { type Brush, brushMix, DEFAULT_BRUSH, RangeChartBrush } from './range-chart-brush';

export interface ChartDraft {
  /** None until the chart is first saved. */
  id?: number;
  title: string;
  cells: Cells;
}

export const newChartDraft = (): ChartDraft => ({ title: '', cells: uniformCells() });

interface Props {
  chart: ChartDraft;
  /** Its place among the lecture's charts, for names: "Range chart 2". */
  number: number;
  onSave(id: number | undefined, body: RangeChartBody): Promise<string | null>;
  onDelete(): Promise<string | null>;
}

/** One chart in the staff editor: its title, an action brush to paint cells with (press or drag), the shares, Save and Delete. */
export function RangeChartEditor({ chart, number, onSave, onDelete }: Props) {
  const [title, setTitle] = useState(chart.title);
  const [cells, setCells] = useState(chart.cells);
  const [brush, setBrush] = useState<Brush>(DEFAULT_BRUSH);
  const [hand, setHand] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `Range chart ${number}`;
  const paint = brushMix(brush);

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setProblem(await action());
    setBusy(false);
  };

  return (
    <Card size="small" style={{ marginBottom: 16 }} title={chart.title || name}>
      <Flex vertical gap={4} style={{ marginBottom: 12, maxWidth: 520 }}>
        <label htmlFor={`range-title-${number}`}>
          <Typography.Text>Title</Typography.Text>
        </label>
        <Input
          id={`range-title-${number}`}
          value={title}
          maxLength={MAX_RANGE_CHART_TITLE}
          placeholder="e.g. BTN open, 100bb"
          onChange={(event) => setTitle(event.target.value)}
        />
      </Flex>
      <RangeChartBrush brush={brush} onChange={setBrush} />
      <RangeGrid
        cells={cells}
        label={`${name}: press or drag over hands to paint them`}
        onHover={setHand}
        activeHand={hand}
        onPaint={(painted) => {
          if (paint) setCells((current) => ({ ...current, [painted]: paint }));
        }}
      />
      <RangeSummary cells={cells} hand={hand} />
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {problem}
        </Typography.Text>
      )}
      <Flex gap={8} style={{ marginTop: 12 }}>
        <Button type="primary" loading={busy} onClick={() => void run(() => onSave(chart.id, { title, cells }))}>
          Save chart
        </Button>
        <Popconfirm
          title={`Delete ${chart.title || name}?`}
          okText="Yes"
          cancelText="No"
          onConfirm={() => run(onDelete)}
        >
          {/* Not antd's danger red: as text it reads under 4.5:1 in the dark theme; the confirmation guards it. */}
          <Button icon={<DeleteOutlined />} disabled={busy}>
            Delete chart
          </Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}
