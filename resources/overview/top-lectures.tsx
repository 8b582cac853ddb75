import { Table } from 'antd';
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
      locale={{ emptyText: 'No lecture was watched in this range' }}
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
