import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { MAX_RANGE_CHARTS } from '../../common/range-chart';
import type { LectureRecord } from '../../providers/types';
import { type ChartDraft, newChartDraft, RangeChartEditor } from './range-chart-editor';
import { useRangeCharts } from './use-range-charts';

/** Staff attach preflop range charts to a lecture; members see them beside the video. */
export function LectureRangeCharts({ lecture }: { lecture: LectureRecord }) {
  const { charts, error, save, remove } = useRangeCharts(lecture.id);
  // Charts added here and not saved yet, keyed so each keeps its editor.
  const [drafts, setDrafts] = useState<(ChartDraft & { key: number })[]>([]);
  const saved = charts ?? [];
  const dropDraft = (key: number) => setDrafts((current) => current.filter((draft) => draft.key !== key));

  return (
    <section aria-labelledby="lecture-range-charts-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="lecture-range-charts-title" style={{ fontSize: 18, margin: '0 0 12px' }}>
        Range charts
      </Typography.Title>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      {charts && saved.length === 0 && drafts.length === 0 && (
        <Typography.Paragraph type="secondary">No range charts yet</Typography.Paragraph>
      )}
      {saved.map((chart, index) => (
        <RangeChartEditor
          key={`${chart.id}-${chart.updatedAt}`}
          chart={chart}
          number={index + 1}
          onSave={save}
          onDelete={() => remove(chart.id)}
        />
      ))}
      {drafts.map((draft, index) => (
        <RangeChartEditor
          key={`draft-${draft.key}`}
          chart={draft}
          number={saved.length + index + 1}
          onSave={async (_, body) => {
            const problem = await save(undefined, body);
            if (!problem) dropDraft(draft.key);
            return problem;
          }}
          onDelete={async () => {
            dropDraft(draft.key);
            return null;
          }}
        />
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={!charts || saved.length + drafts.length >= MAX_RANGE_CHARTS}
        onClick={() => setDrafts((current) => [...current, { ...newChartDraft(), key: Date.now() }])}
      >
        Add range chart
      </Button>
    </section>
  );
}
