import { PlusOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { useResourceLinks } from './use-resource-links';

/** A button that opens another screen, handing it `state` (the router's) if given. */
export function GoButton({
  to,
  state,
  ...props
}: Omit<ButtonProps, 'onClick' | 'href'> & { to: string; state?: unknown }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => navigate(to, { state })} />;
}

/** The list's primary action: "Add New …", to the resource's create screen or `onAdd` (a dialog). */
export function AddButton({ resource, label, onAdd }: { resource: string; label: string; onAdd?(): void }) {
  const navigate = useNavigate();
  const { create } = useResourceLinks(resource);
  const add = onAdd ?? (create ? () => navigate(create) : undefined);
  if (!add) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={add}>
      {label}
    </Button>
  );
}
