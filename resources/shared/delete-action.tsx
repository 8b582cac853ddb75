import { DeleteOutlined } from '@ant-design/icons';
import { useDelete } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';

export interface DeleteActionProps {
  resource: string;
  id: number;
  /** What is deleted, for the confirm text and the button's name. */
  name: string;
  onDeleted?(): void;
}

/** An icon button asking before it deletes; the server's answer (or its 409) becomes a toast. */
export function DeleteAction({ resource, id, name, onDeleted }: DeleteActionProps) {
  const { mutate, mutation } = useDelete();
  const remove = () =>
    mutate(
      {
        resource,
        id,
        successNotification: (data) => ({
          type: 'success',
          message: String((data?.data as { message?: string })?.message ?? 'Deleted'),
        }),
      },
      { onSuccess: onDeleted },
    );
  return (
    <Popconfirm
      title={`Delete ${name}?`}
      description="This cannot be undone."
      okText="Yes"
      cancelText="No"
      onConfirm={remove}
    >
      <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Delete ${name}`} loading={mutation.isPending} />
    </Popconfirm>
  );
}
