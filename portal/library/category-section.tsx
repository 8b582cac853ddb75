import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Progress, Typography } from 'antd';
import { byCategoryQuery } from '../../providers/library-api';
import type { CategoryRecord } from '../../providers/types';
import { matchesName } from '../../src/components/paging';
import { flooredPercent } from '../../src/components/video-card';
import { PORTAL_TEXTS } from '../constants';
import { CardRowSkeleton } from '../shared/section-skeleton';
import { CardCarousel } from './card-carousel';

/** One category of the selected course: its progress and a carousel of its lectures. */
export function CategorySection({
  category,
  courseId,
  search,
  leading = false,
}: {
  category: CategoryRecord;
  courseId: number;
  search: string;
  /** The page's first section: see CardCarousel's `leading`. */
  leading?: boolean;
}) {
  const { data, isPending, error } = useQuery(byCategoryQuery(category.id, courseId));
  const lectures = (data?.lectures ?? []).filter((lecture) => matchesName(lecture.name, search));
  const headingId = `category-${courseId}-${category.id}`;
  if (data && search && lectures.length === 0) return null;

  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 32 }}>
      <Flex align="center" gap={16} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 20, margin: 0 }}>
          {category.title}
        </Typography.Title>
        {data && (
          <Progress
            percent={flooredPercent(data.progress)}
            format={(value) => `${value} %`}
            style={{ flex: '0 1 240px', margin: 0 }}
            aria-label={`${category.title} progress`}
          />
        )}
      </Flex>
      {error && <Alert type="error" showIcon message={PORTAL_TEXTS.categoryFailed(category.id)} />}
      {isPending && <CardRowSkeleton />}
      {data &&
        (lectures.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No modules in this category yet" />
        ) : (
          <CardCarousel lectures={lectures} label={category.title} leading={leading} />
        ))}
    </section>
  );
}
