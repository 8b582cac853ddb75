import { getDefaultSortOrder, mapAntdSorterToCrudSorting, useTable } from '@refinedev/antd';
import { type BaseRecord, useInvalidate } from '@refinedev/core';
import type { TableColumnType, TableProps } from 'antd';
import { useCallback } from 'react';
import type { ListPagerProps } from '../../src/components/list-pager';
import { STAFF_PAGE_SIZE } from './constants';

/** The list's current search and sort as the API's query (docs/API.md#lists): what its CSV export sends too. */
export interface ListView {
  q?: string;
  _sort?: string;
  _order?: 'asc' | 'desc';
  /** The list's own filters (the Audit log's staff member, action, dates …). */
  [filter: string]: string | undefined;
}

const NO_FILTERS: Record<string, string | undefined> = {};

/**
 * A server-paged staff list: 8 rows a page through `_start`/`_end`, search through `q`, sort through
 * `_sort`/`_order` (docs/API.md#lists), the antd table's own pagination replaced by the product's bar. Search
 * and sort live in the list's state, so each survives paging and the other; either goes back to page 1.
 */
export function useStaffList<T extends BaseRecord>(
  resource: string,
  pageSize = STAFF_PAGE_SIZE,
  /** Filters the screen sets besides the search, each sent as `field=value` (unset ones are left out). */
  extraQuery: Record<string, string | undefined> = NO_FILTERS,
) {
  const set = Object.entries(extraQuery).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const invalidate = useInvalidate();
  const table = useTable<T>({
    resource,
    pagination: { pageSize, mode: 'server' },
    sorters: { mode: 'server' },
    filters: { permanent: set.map(([field, value]) => ({ field, operator: 'eq' as const, value })) },
    syncWithLocation: false,
    // Refine's 'auto' would refetch every query of the resource, an open edit dialog's record too: its
    // version would be renewed under the user's typing and the save would overwrite the other change
    // instead of being refused (412). Only the list is read again.
    liveMode: 'manual',
    onLiveEvent: () => void invalidate({ resource, invalidates: ['list'] }),
  });
  const { setFilters, setCurrentPage, setSorters, sorters, filters } = table;
  const search = useCallback(
    (text: string) => {
      setFilters([{ field: 'q', operator: 'eq', value: text.trim() || undefined }], 'replace');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );
  // Only the sorter: the table's own pagination is off, and Refine's handler would reset the page size.
  const onChange: TableProps<T>['onChange'] = (_, __, sorter) => {
    setSorters(mapAntdSorterToCrudSorting(sorter));
    setCurrentPage(1);
  };
  const rows = table.result.data ?? [];
  const pager: ListPagerProps = {
    rows: rows.length,
    total: table.result.total ?? 0,
    currentPage: table.currentPage,
    pageCount: table.pageCount,
    onPage: setCurrentPage,
  };
  const q = filters.find((filter) => 'field' in filter && filter.field === 'q')?.value as string | undefined;
  const [sorter] = sorters;
  const view: ListView = { ...Object.fromEntries(set), q: q || undefined, _sort: sorter?.field, _order: sorter?.order };
  return {
    tableProps: { ...table.tableProps, onChange, pagination: false as const, rowKey: 'id' },
    rows,
    search,
    pager,
    query: table.tableQuery,
    view,
    /** The column's arrow, bound to the list's sort (null: the list's default order). */
    sortOrderOf: (field: string): TableColumnType<T>['sortOrder'] => getDefaultSortOrder(field, sorters) ?? null,
    setSorters,
    /** Row number across pages (S.No). */
    serial: (index: number) => (table.currentPage - 1) * pageSize + index + 1,
  };
}
