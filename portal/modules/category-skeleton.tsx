import { Flex, Skeleton } from 'antd';

const CARDS = 4;

/** Where a category's carousel will be, while its lectures load: a row of card shapes. */
export const CardRowSkeleton = () => (
  <Flex gap={16} style={{ overflow: 'hidden' }} aria-hidden>
    {Array.from({ length: CARDS }, (_, index) => (
      <Skeleton.Node key={index} active style={{ width: 240, height: 200 }} />
    ))}
  </Flex>
);

/** A category's place before the course's categories are known: its heading, then the card row. */
export const CategorySkeleton = () => (
  <Flex vertical gap={12} style={{ marginBottom: 32 }} aria-hidden>
    <Skeleton.Input active size="small" style={{ width: 200 }} />
    <CardRowSkeleton />
  </Flex>
);
