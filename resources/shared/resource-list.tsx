import type { BaseRecord } from '@refinedev/core';
import { type CheckboxProps, Flex, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { type BulkAction, BulkBar, useBulkSelection } from './bulk-actions';
import { ExportButton } from './export-button';
import { columnsOf, type Field } from './fields';
import { AddButton } from './go-button';
import { RowActions } from './row-actions';
import { StaffList } from './staff-list';
import { StaffPage } from './staff-page';
import { useStaffList } from './use-staff-list';

type Row = BaseRecord & { id: number };

export interface ListTexts {
  title: string;
  /** What the table is, for screen readers ("Users"). */
  caption: string;
  /** The search box's label. */
  search: string;
  /** The Add button ("Add New …"). */
  add: string;
}

export interface ResourceListProps<T extends Row> {
  resource: string;
  texts: ListTexts;
  /** The columns between S.No and Action. */
  fields: Field<T>[];
  /** The fields whose column sorts (on the server: each is in its list's `_sort` whitelist). */
  sortable?: (keyof T & string)[];
  /** The record's name in its row buttons' labels ("Edit Ann"). */
  nameOf(record: T): string;
  /** Add in a dialog instead of the create screen. */
  onAdd?(): void;
  /** Edit in a dialog instead of the edit screen. */
  onEdit?(record: T): void;
  /** Row actions after View and Edit. */
  rowExtra?(record: T): ReactNode;
  /** Dialogs the list opens. */
  children?: ReactNode;
  /** Actions on chosen rows (or all matching the search), for roles that may write here. */
  bulk?: BulkAction[];
  /** Whether the API has the list's `export.csv`, so the list offers Export CSV. */
  exportable?: boolean;
}

/** A staff list screen: search, Export CSV, Add, the table (S.No, sortable fields, View/Edit and more) and the pager. */
export function ResourceList<T extends Row>({
  resource,
  texts,
  fields,
  sortable = [],
  nameOf,
  onAdd,
  onEdit,
  rowExtra,
  children,
  bulk,
  exportable = true,
}: ResourceListProps<T>) {
  const list = useStaffList<T>(resource);
  const { actions: bulkActions, selected, setSelected } = useBulkSelection(resource, bulk);
  const columns: TableProps<T>['columns'] = [
    { title: 'S.No', key: 'serial', render: (_, __, index) => list.serial(index) },
    ...columnsOf(fields).map((column) => {
      const key = String(column.dataIndex);
      return sortable.includes(key as keyof T & string)
        ? { ...column, key, sorter: true, sortOrder: list.sortOrderOf(key) }
        : column;
    }),
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, row) => (
        <RowActions resource={resource} id={row.id} name={nameOf(row)} onEdit={onEdit && (() => onEdit(row))}>
          {rowExtra?.(row)}
        </RowActions>
      ),
    },
  ];
  return (
    <StaffPage title={texts.title}>
      {bulkActions && (
        <BulkBar
          resource={resource}
          actions={bulkActions}
          selected={selected}
          total={list.pager.total}
          q={list.view.q}
          onDone={() => setSelected([])}
        />
      )}
      <StaffList
        list={list}
        columns={columns}
        rowSelection={
          bulkActions && {
            selectedRowKeys: selected,
            // The bar's "All matching" chooses beyond the page; antd's header box also lands in its hidden measure row.
            hideSelectAll: true,
            onChange: (keys) => setSelected(keys.map(Number)),
            // antd passes these to the checkbox's input, though its type names no aria attribute.
            getCheckboxProps: (row: T) => ({ 'aria-label': `Select ${nameOf(row)}` }) as CheckboxProps,
          }
        }
        caption={texts.caption}
        searchLabel={texts.search}
        action={
          <Flex gap={8} wrap>
            {exportable && <ExportButton resource={resource} view={list.view} />}
            <AddButton resource={resource} label={texts.add} onAdd={onAdd} />
          </Flex>
        }
      />
      {children}
    </StaffPage>
  );
}
