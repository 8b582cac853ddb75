import { Button, Flex, Typography } from 'antd';
import { showingText } from './paging';

export interface ListPagerProps {
  /** Rows on this page. */
  rows: number;
  total: number;
  currentPage: number;
  pageCount: number;
  onPage(page: number): void;
}

/** The pagination bar on staff and member lists: how many rows it shows, and Prev and Next that really page. */
export function ListPager({ rows, total, currentPage, pageCount, onPage }: ListPagerProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
      <Typography.Text aria-live="polite">{showingText(rows, total)}</Typography.Text>
      <Flex gap={8} align="center">
        <Button onClick={() => onPage(currentPage - 1)} disabled={currentPage <= 1}>
          Prev
        </Button>
        <Typography.Text>
          Page {currentPage} of {Math.max(pageCount, 1)}
        </Typography.Text>
        <Button onClick={() => onPage(currentPage + 1)} disabled={currentPage >= pageCount}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
