import { Button, Flex, Typography } from 'antd';

/** CONTRACT §7: the bar reads the rows on this page, not the page size. */
export const showingText = (rows: number, total: number) => `Showing ${rows} out of ${total} Entries`;

export interface ListPagerProps {
  rows: number;
  total: number;
  currentPage: number;
  pageCount: number;
  onPage(page: number): void;
}

/** The spec's pagination bar, with Prev and Next that really page. */
export function ListPager({ rows, total, currentPage, pageCount, onPage }: ListPagerProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
      <Typography.Text aria-live="polite">{showingText(rows, total)}</Typography.Text>
      <Flex gap={8} align="center">
        <Button onClick={() => onPage(currentPage - 1)} disabled={currentPage <= 1}>
          Prev
        </Button>
        <Typography.Text aria-label={`Page ${currentPage} of ${Math.max(pageCount, 1)}`}>
          {currentPage} / {Math.max(pageCount, 1)}
        </Typography.Text>
        <Button onClick={() => onPage(currentPage + 1)} disabled={currentPage >= pageCount}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
