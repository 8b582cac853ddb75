import { useCustom } from '@refinedev/core';
import { DatePicker, Flex, Select, type TableProps } from 'antd';
import { useState } from 'react';
import type { AuditEntryRecord } from '../../providers/types';
import { ExportButton } from '../shared/export-button';
import { oneLine } from '../shared/fields';
import { formatDateTime } from '../shared/format';
import { FieldChanges } from '../shared/record-history';
import { StaffList } from '../shared/staff-list';
import { StaffPage } from '../shared/staff-page';
import { useStaffList } from '../shared/use-staff-list';

const ACTIONS = ['create', 'update', 'delete', 'status', 'role'];
const AREAS = [
  'users',
  'courses',
  'lectures',
  'category',
  'tags',
  'promotion',
  'customer-support',
  'notifications',
  'video-upload',
  'discussions',
  // A lecture's child records, filed under their own kind.
  'decisions',
  'range-charts',
  'hand-histories',
  'transcodes',
];

interface Filters {
  actorId?: string;
  resource?: string;
  action?: string;
  from?: string;
  to?: string;
}

const options = (values: string[]) => values.map((value) => ({ value, label: value }));

const COLUMNS: TableProps<AuditEntryRecord>['columns'] = [
  { title: 'When', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
  { title: 'Staff member', dataIndex: 'actorEmail', render: oneLine },
  { title: 'Address', dataIndex: 'address' },
  { title: 'Resource', dataIndex: 'resource' },
  { title: 'Record', dataIndex: 'recordId' },
  { title: 'Action', dataIndex: 'action' },
  { title: 'Changes', key: 'changes', render: (_, entry) => <FieldChanges entry={entry} /> },
];

/** Admins' Audit log: every staff write, filtered by staff member, resource, action and days, as CSV too. */
export function AuditLogList() {
  const [filters, setFilters] = useState<Filters>({});
  const list = useStaffList<AuditEntryRecord>('audit-log', undefined, { ...filters });
  // Refine gives `result.data` as an empty object until the answer arrives; the query holds the array once it has one.
  const actors = useCustom<{ id: number; email: string }[]>({ url: 'audit-log/actors', method: 'get' });
  const set = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));
  return (
    <StaffPage title="Audit Log">
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label="Staff member"
          placeholder="Staff member"
          style={{ minWidth: 220 }}
          options={(actors.query.data?.data ?? []).map(({ id, email }) => ({ value: String(id), label: email }))}
          onChange={(actorId?: string) => set({ actorId })}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label="Resource"
          placeholder="Resource"
          style={{ minWidth: 160 }}
          options={options(AREAS)}
          onChange={(resource?: string) => set({ resource })}
        />
        <Select
          allowClear
          aria-label="Action"
          placeholder="Action"
          style={{ minWidth: 120 }}
          options={options(ACTIONS)}
          onChange={(action?: string) => set({ action })}
        />
        <DatePicker.RangePicker
          aria-label="Dates"
          // The staff member's own days, sent as the instants they start and end at.
          onChange={(days) =>
            set({
              from: days?.[0]?.startOf('day').toISOString(),
              to: days?.[1]?.add(1, 'day').startOf('day').toISOString(),
            })
          }
        />
      </Flex>
      <StaffList
        list={list}
        columns={COLUMNS}
        caption="Audit log"
        searchLabel="Search by staff email or record"
        action={<ExportButton resource="audit-log" view={list.view} />}
      />
    </StaffPage>
  );
}
