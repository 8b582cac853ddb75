import { useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { useCallback } from 'react';
import type { ListPagerProps } from '../../src/components/list-pager';
import { STAFF_PAGE_SIZE } from './constants';

/**
 * A server-paged staff list: 8 rows a page through `_start`/`_end`, search through `q`
 * (CONTRACT §2), the antd table's own pagination replaced by the spec's bar.
 */
export function useStaffList<T extends BaseRecord>(resource: string, pageSize = STAFF_PAGE_SIZE) {
  const table = useTable<T>({ resource, pagination: { pageSize, mode: 'server' }, syncWithLocation: false });
  const { setFilters, setCurrentPage } = table;
  const search = useCallback(
    (text: string) => {
      setFilters([{ field: 'q', operator: 'eq', value: text.trim() || undefined }], 'replace');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );
  const rows = table.result.data ?? [];
  const pager: ListPagerProps = {
    rows: rows.length,
    total: table.result.total ?? 0,
    currentPage: table.currentPage,
    pageCount: table.pageCount,
    onPage: setCurrentPage,
  };
  return {
    tableProps: { ...table.tableProps, pagination: false as const, rowKey: 'id' },
    rows,
    search,
    pager,
    query: table.tableQuery,
    /** Row number across pages (S.No). */
    serial: (index: number) => (table.currentPage - 1) * pageSize + index + 1,
  };
}
