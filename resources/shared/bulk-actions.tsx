import { useCan, useCustomMutation, useInvalidate } from '@refinedev/core';
import { Button, Checkbox, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '../../providers/notification-provider';
import { STAFF_TEXTS } from './constants';
import { resourcePath } from './staff-data-provider';

export type BulkAction = 'activate' | 'deactivate' | 'delete';

const LABELS: Record<BulkAction, string> = { activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' };

/** Where a list's bulk actions go: beside the list's own path (`lectures` → `lectures/bulk`). */
const bulkPath = (resource: string) => `${resourcePath(resource, 'list').split('/')[0]}/bulk`;

/**
 * The rows chosen for a list's bulk actions, and the actions themselves: offered only to roles that may
 * write to the list (none otherwise, so the list shows no checkboxes).
 */
export function useBulkSelection(resource: string, actions: BulkAction[] | undefined) {
  const [selected, setSelected] = useState<number[]>([]);
  const { data: mayWrite } = useCan({ resource, action: 'edit' });
  return {
    actions: mayWrite?.can ? actions : undefined,
    selected,
    setSelected,
    /** Checks or unchecks one row (a card's own checkbox). */
    choose: (id: number, chosen: boolean) =>
      setSelected((current) => (chosen ? [...current, id] : current.filter((other) => other !== id))),
  };
}

export interface BulkBarProps {
  resource: string;
  actions: BulkAction[];
  /** The rows chosen on this page. */
  selected: number[];
  /** How many rows the list's search matches, and the search itself. */
  total: number;
  q?: string;
  onDone(): void;
}

/**
 * Acts on the chosen rows, or on every row matching the search: one confirmation naming the count,
 * then one request the server runs in one transaction (audited per record).
 */
export function BulkBar({ resource, actions, selected, total, q, onDone }: BulkBarProps) {
  const [allMatching, setAllMatching] = useState(false);
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const count = allMatching ? total : selected.length;
  const run = async (action: BulkAction) => {
    try {
      const { data } = await mutateAsync({
        url: bulkPath(resource),
        method: 'post',
        values: allMatching ? { action, q: q ?? '' } : { action, ids: selected },
        successNotification: false,
        errorNotification: false,
      });
      notify.success((data as { message: string }).message);
      setAllMatching(false);
      onDone();
      await invalidate({ resource, invalidates: ['list', 'many', 'detail'] });
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  if (selected.length === 0 && !allMatching) return null;
  return (
    <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }} role="toolbar" aria-label="Bulk actions">
      <Typography.Text>{count} selected</Typography.Text>
      <Checkbox checked={allMatching} onChange={(event) => setAllMatching(event.target.checked)}>
        {STAFF_TEXTS.allMatching(total)}
      </Checkbox>
      {actions.map((action) => (
        <Popconfirm
          key={action}
          title={STAFF_TEXTS.bulkConfirm(LABELS[action], count)}
          okText={LABELS[action]}
          okButtonProps={{ danger: action === 'delete' }}
          cancelText="No"
          onConfirm={() => run(action)}
        >
          <Button danger={action === 'delete'} loading={mutation.isPending}>
            {LABELS[action]}
          </Button>
        </Popconfirm>
      ))}
    </Flex>
  );
}
