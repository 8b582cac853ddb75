import type { BaseRecord } from '@refinedev/core';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { ListPager } from '../../src/components/list-pager';
import { ListToolbar } from './list-toolbar';
import { StaffTable } from './staff-table';
import { useStaffList } from './use-staff-list';

export interface StaffListProps<T extends BaseRecord> {
  list: ReturnType<typeof useStaffList<T>>;
  columns: TableProps<T>['columns'];
  action?: ReactNode;
  searchLabel?: string;
  /** What the list is, for screen readers ("Users"). */
  caption: string;
  /** Checkboxes for bulk actions. */
  rowSelection?: TableProps<T>['rowSelection'];
}

/** Toolbar, table and pager: the frame every staff table shares. */
export function StaffList<T extends BaseRecord>({
  list,
  columns,
  action,
  searchLabel,
  caption,
  rowSelection,
}: StaffListProps<T>) {
  return (
    <>
      <ListToolbar onSearch={list.search} action={action} searchLabel={searchLabel} />
      <StaffTable<T> {...list.tableProps} rowSelection={rowSelection} columns={columns} aria-label={caption} />
      <ListPager {...list.pager} />
    </>
  );
}
