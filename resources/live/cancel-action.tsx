import { StopOutlined } from '@ant-design/icons';
import { useUpdate } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import type { LiveClassRecord } from '../../providers/types';

/** Cancels a class still to come, after asking: members stop seeing it and get no reminder. */
export function CancelAction({ live }: { live: LiveClassRecord }) {
  const { mutate, mutation } = useUpdate();
  if (live.status !== 'scheduled') return null;
  return (
    <Popconfirm
      title={`Cancel ${live.title}?`}
      description="Members will no longer see it."
      okText="Yes"
      cancelText="No"
      onConfirm={() => mutate({ resource: 'live', id: live.id, values: { status: 'cancelled' } })}
    >
      <Button type="text" icon={<StopOutlined />} aria-label={`Cancel ${live.title}`} loading={mutation.isPending} />
    </Popconfirm>
  );
}
