import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { formatChapterTime } from '../../../common/chapters';
import type { DecisionRecord, DecisionStats, LectureRecord } from '../../../providers/types';
import { CardRow } from '../../../src/components/playing-cards';
import { DecisionForm } from './decision-form';
import { useDecisions } from './use-decisions';

/** `Call 70 % · chosen by 2 of 4 (50 %)`: an option's share and, once members answered, how many chose it. */
function optionLine(option: DecisionRecord['options'][number], index: number, stats?: DecisionStats) {
  const chosen = stats?.chosen[index] ?? 0;
  const answered = stats?.answered ?? 0;
  const members = answered ? ` · chosen by ${chosen} of ${answered} (${Math.round((chosen / answered) * 100)} %)` : '';
  return `${option.label} ${option.share} %${members}`;
}

/** The lecture's video on this screen, for "From the player". */
const playerTime = (lecture: LectureRecord) => () => {
  const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${CSS.escape(`${lecture.name} video`)}"]`);
  return video ? video.currentTime : null;
};

/** Staff place decision points in a lecture and see what members chose at each. */
export function LectureDecisions({ lecture }: { lecture: LectureRecord }) {
  const { decisions, stats, error, save, remove } = useDecisions(lecture.id);
  // The decision being edited, `null` for a new one, undefined while the form is closed.
  const [editing, setEditing] = useState<DecisionRecord | null | undefined>(undefined);

  return (
    <section aria-labelledby="lecture-decisions-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="lecture-decisions-title" style={{ fontSize: 18, margin: '0 0 12px' }}>
        Decisions
      </Typography.Title>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Table<DecisionRecord>
        rowKey="id"
        size="small"
        pagination={false}
        loading={!decisions && !error}
        dataSource={decisions ?? []}
        // As text alone antd paints it in the disabled grey, below the contrast text needs.
        locale={{ emptyText: <Empty description="No decisions yet" /> }}
        columns={[
          { title: 'Moment', key: 'moment', render: (_, d) => formatChapterTime(d.atSeconds) },
          { title: 'Spot', key: 'spot', render: (_, d) => `${d.game} · ${d.positions} · ${d.stacksBb} bb` },
          { title: 'Hero', key: 'hero', render: (_, d) => <CardRow cards={d.heroCards} label="Hero's cards" /> },
          {
            title: 'Board',
            key: 'board',
            render: (_, d) => <CardRow cards={d.board} label="Board" empty="Preflop" />,
          },
          {
            title: 'Options',
            key: 'options',
            render: (_, d) => (
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {d.options.map((option, index) => (
                  <li key={option.label}>{optionLine(option, index, stats.get(d.id))}</li>
                ))}
              </ul>
            ),
          },
          {
            title: 'Answered',
            key: 'answered',
            render: (_, d) => {
              const row = stats.get(d.id);
              return row?.answered ? `${row.answered} (${Math.round((row.right / row.answered) * 100)} % right)` : '0';
            },
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, d) => (
              <Space>
                <Button size="small" onClick={() => setEditing(d)}>
                  Edit
                </Button>
                <Popconfirm title="Delete this decision?" onConfirm={() => void remove(d.id)}>
                  {/* Not antd's danger red: as text it reads under 4.5:1 in the dark theme; the confirmation guards it. */}
                  <Button size="small">Delete</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Button icon={<PlusOutlined />} style={{ marginTop: 12 }} onClick={() => setEditing(null)}>
        Add decision
      </Button>
      <Modal
        open={editing !== undefined}
        title={editing ? 'Edit decision' : 'Add decision'}
        footer={null}
        width={760}
        destroyOnHidden
        onCancel={() => setEditing(undefined)}
      >
        {editing !== undefined && (
          <DecisionForm
            decision={editing ?? undefined}
            playerTime={playerTime(lecture)}
            onCancel={() => setEditing(undefined)}
            onSave={async (body) => {
              const problem = await save(editing?.id, body);
              if (!problem) setEditing(undefined);
              return problem;
            }}
          />
        )}
      </Modal>
    </section>
  );
}
