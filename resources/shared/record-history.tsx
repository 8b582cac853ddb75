import { useLogList } from '@refinedev/core';
import { Card, Empty, Table, Typography } from 'antd';
import type { AuditEntryRecord } from '../../providers/types';
import { STAFF_TEXTS } from './constants';
import { formatDateTime } from './format';

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** One entry's changed fields as `field: before → after` lines. */
export function FieldChanges({ entry }: { entry: Pick<AuditEntryRecord, 'before' | 'after'> }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return (
    // A long value (a path, a description) breaks anywhere rather than widen its table past the box.
    <ul style={{ margin: 0, paddingLeft: 16, overflowWrap: 'anywhere' }}>
      {fields.map((field) => (
        <li key={field}>
          <Typography.Text strong>{field}</Typography.Text>:{' '}
          <span data-testid="before">{shown(entry.before?.[field])}</span> →{' '}
          <span data-testid="after">{shown(entry.after?.[field])}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A record's history on its details screen: every staff write to it, who and when, and each changed
 * field before and after, read through Refine's audit log provider (newest first).
 */
export function RecordHistory({ resource, id }: { resource: string; id: string | number }) {
  const { data, isLoading } = useLogList<AuditEntryRecord[]>({ resource, meta: { id } });
  const entries = [...(data ?? [])].reverse();
  return (
    <Card title={STAFF_TEXTS.history} style={{ marginTop: 16 }} aria-label={STAFF_TEXTS.history}>
      <Table<AuditEntryRecord>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={entries}
        pagination={false}
        locale={{ emptyText: <Empty description={STAFF_TEXTS.noHistory} /> }}
        columns={[
          { title: 'When', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
          { title: 'Staff member', dataIndex: 'actorEmail' },
          { title: 'Action', dataIndex: 'action' },
          // A child record's entry (a lecture's decision) names the record it changed.
          {
            title: 'Record',
            key: 'record',
            render: (_, entry) => (entry.resource === resource ? '' : `${entry.resource} ${entry.recordId}`),
          },
          { title: 'Changes', key: 'changes', render: (_, entry) => <FieldChanges entry={entry} /> },
        ]}
      />
    </Card>
  );
}
