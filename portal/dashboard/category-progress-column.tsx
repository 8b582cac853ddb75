import { Card, Empty, Flex, Progress, Typography } from 'antd';
import type { CategoryProgressRow, CourseRecord } from '../../providers/types';
import { flooredPercent } from '../../src/components/video-card';

/** One course's categories with a progress bar each; the label is floored, 0 when missing. */
export function CategoryProgressColumn({ course, rows }: { course: string; rows: CategoryProgressRow[] }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {course}
        </Typography.Title>
      }
      style={{ height: '100%' }}
    >
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No categories yet" />
      ) : (
        <Flex vertical gap={12}>
          {rows.map((row) => {
            const percent = flooredPercent(row.progress[0]?.progressPercentage);
            return (
              <div key={row.id}>
                <Typography.Text id={`progress-${row.course.id}-${row.id}`}>{row.title}</Typography.Text>
                <Progress
                  percent={percent}
                  format={(value) => `${value} %`}
                  aria-labelledby={`progress-${row.course.id}-${row.id}`}
                />
              </div>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}

/**
 * One column per active course, in course id order (docs/PRODUCT.md#dashboard), each with its category rows: a
 * course whose lectures have not come yet still has its column, with no categories.
 */
export function courseColumns(
  courses: CourseRecord[],
  rows: CategoryProgressRow[],
): { id: number; title: string; rows: CategoryProgressRow[] }[] {
  return courses
    .filter((course) => course.status)
    .sort((a, b) => a.id - b.id)
    .map((course) => ({ id: course.id, title: course.title, rows: rows.filter((row) => row.course.id === course.id) }));
}
