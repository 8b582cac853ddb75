import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export interface RowActionsProps {
  /** The record's name, so each icon button says what it acts on. */
  name: string;
  viewTo?: string;
  editTo?: string;
  onEdit?(): void;
  children?: ReactNode;
}

/** View and Edit icon buttons (with accessible names) plus any extra actions. */
export function RowActions({ name, viewTo, editTo, onEdit, children }: RowActionsProps) {
  const navigate = useNavigate();
  const edit = onEdit ?? (editTo ? () => navigate(editTo) : undefined);
  return (
    <Flex gap={4} align="center">
      {viewTo && <Button type="text" icon={<EyeOutlined />} aria-label={`View ${name}`} onClick={() => navigate(viewTo)} />}
      {edit && <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${name}`} onClick={edit} />}
      {children}
    </Flex>
  );
}
