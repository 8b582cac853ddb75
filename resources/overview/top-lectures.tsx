import { Table, Typography } from 'antd';
import type { OverviewResponse } from '../../providers/types';

type TopLecture = OverviewResponse['topLectures'][number];

/** The range's most watched lectures, with how many of their viewers finished them. */
export function TopLectures({ lectures }: { lectures: TopLecture[] }) {
  return (
    <Table<TopLecture>
      rowKey="lectureId"
      size="small"
      pagination={false}
      dataSource={lectures}
      // antd's own empty text is too faint to read (its disabled colour); the theme's secondary is not.
      locale={{ emptyText: <Typography.Text type="secondary">No lecture was watched in this range</Typography.Text> }}
      columns={[
        { title: 'Lecture', dataIndex: 'name' },
        { title: 'Views', dataIndex: 'views', align: 'right' },
        {
          title: 'Completion rate',
          dataIndex: 'completionRate',
          align: 'right',
          render: (rate: number) => `${rate} %`,
        },
      ]}
    />
  );
}
