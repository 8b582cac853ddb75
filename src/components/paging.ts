import type { ListPagerProps } from './list-pager';

/** docs/PRODUCT.md#staff-lists: the bar reads the rows on this page, not the page size. */
export const showingText = (rows: number, total: number) => `Showing ${rows} out of ${total} Entries`;

/** The rows of one page. */
export const pageOf = <T>(rows: T[], page: number, pageSize: number) =>
  rows.slice((page - 1) * pageSize, page * pageSize);

/** The pager of a list paged in the browser; a page past the end (after a search) shows the last one. */
export function clientPager(
  total: number,
  page: number,
  pageSize: number,
  onPage: (page: number) => void,
): ListPagerProps {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const currentPage = Math.min(page, pageCount);
  return {
    rows: Math.max(0, Math.min(pageSize, total - (currentPage - 1) * pageSize)),
    total,
    currentPage,
    pageCount,
    onPage,
  };
}

/** A member list's search: a case-insensitive substring of the name. */
export const matchesName = (name: string, search: string) => name.toLowerCase().includes(search.trim().toLowerCase());
