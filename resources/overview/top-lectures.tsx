import type { OverviewResponse } from '../../providers/types';
import { FigureTable } from './figure-table';

type TopLecture = OverviewResponse['topLectures'][number];

/** The range's most watched lectures, with how many of their viewers finished them. */
export function TopLectures({ lectures }: { lectures: TopLecture[] }) {
  return (
    <FigureTable<TopLecture>
      rowKey="lectureId"
      dataSource={lectures}
      empty="No lecture was watched in this range"
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
