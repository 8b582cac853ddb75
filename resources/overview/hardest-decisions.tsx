import { Table, Typography } from 'antd';
import { Link } from 'react-router';
import { formatChapterTime } from '../../common/chapters';
import { lectureDetailsPath } from '../../common/paths';
import { HARDEST_MIN_ANSWERS } from '../../common/poker-cards';
import type { HardestDecision } from '../../providers/types';
import { ChartCard } from './chart-card';
import type { DayRange } from './use-overview';
import { useHardestDecisions } from './use-overview';

const rightPercent = (row: HardestDecision) => Math.round((row.right / row.answered) * 100);

/** The range's decisions members get wrong most (at least a few first answers), each a link to its moment. */
export function HardestDecisions({ range }: { range: DayRange }) {
  const { data, error } = useHardestDecisions(range);
  return (
    <ChartCard title="Hardest decisions">
      {error && (
        <Typography.Text type="danger" role="alert">
          {error.message}
        </Typography.Text>
      )}
      <Table<HardestDecision>
        rowKey="decisionId"
        size="small"
        pagination={false}
        dataSource={(data?.data ?? []).slice(0, 10)}
        locale={{
          emptyText: (
            <Typography.Text type="secondary">
              No decision had {HARDEST_MIN_ANSWERS} answers in this range
            </Typography.Text>
          ),
        }}
        columns={[
          {
            title: 'Decision',
            key: 'decision',
            render: (_, row) => (
              <Link to={lectureDetailsPath(row.lectureId, Math.floor(row.atSeconds))}>
                {row.lectureName} at {formatChapterTime(row.atSeconds)} ({row.positions})
              </Link>
            ),
          },
          { title: 'Answers', dataIndex: 'answered', align: 'right' },
          { title: 'Right', key: 'right', align: 'right', render: (_, row) => `${rightPercent(row)} %` },
        ]}
      />
    </ChartCard>
  );
}
