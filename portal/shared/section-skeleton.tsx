import { Flex, Skeleton } from 'antd';

const CARDS = 4;

/** Where a row of video cards will be, while its lectures load: a row of card shapes. */
export const CardRowSkeleton = () => (
  <Flex gap={16} style={{ overflow: 'hidden' }} aria-hidden>
    {Array.from({ length: CARDS }, (_, index) => (
      <Skeleton.Node key={index} active style={{ width: 240, height: 200 }} />
    ))}
  </Flex>
);

/** A titled section of video cards before it is known: its heading, then the card row. */
export const SectionSkeleton = () => (
  <Flex vertical gap={12} style={{ marginBottom: 32 }} aria-hidden>
    <Skeleton.Input active size="small" style={{ width: 200 }} />
    <CardRowSkeleton />
  </Flex>
);

/** A card's rows (a list, a setting) while they load: the same shape, no spinner beside the page's skeletons. */
export const RowsSkeleton = ({ rows = 2 }: { rows?: number }) => (
  <Skeleton active title={false} paragraph={{ rows }} aria-hidden />
);
