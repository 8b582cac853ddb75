import { Button, Flex, Typography } from 'antd';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

/** Prev/Next paging on the client: `Showing {rows on this page} out of {total} Entries` (CONTRACT §7). */
export function Pager({ page, pageSize, total, onChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 24 }}>
      <Typography.Text>
        Showing {shown} out of {total} Entries
      </Typography.Text>
      <Flex gap={8} align="center">
        <Button disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Prev
        </Button>
        <Typography.Text aria-live="polite">
          Page {page} of {pages}
        </Typography.Text>
        <Button disabled={page >= pages} onClick={() => onChange(page + 1)}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}

/** The rows of one page. */
export const pageOf = <T,>(rows: T[], page: number, pageSize: number) => rows.slice((page - 1) * pageSize, page * pageSize);

/** The spec's search: a case-insensitive substring of the name. */
export const matchesName = (name: string, search: string) => name.toLowerCase().includes(search.trim().toLowerCase());
