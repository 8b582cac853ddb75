import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { BaseKey } from '@refinedev/core';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useResourceLinks } from './use-resource-links';

export interface RowActionsProps {
  resource: string;
  id: BaseKey;
  /** The record's name, so each icon button says what it acts on. */
  name: string;
  /** Instead of the edit screen (a dialog). */
  onEdit?(): void;
  children?: ReactNode;
}

/** View and Edit icon buttons (with accessible names) to the resource's screens, where it has them, plus any extra actions. */
export function RowActions({ resource, id, name, onEdit, children }: RowActionsProps) {
  const navigate = useNavigate();
  const links = useResourceLinks(resource);
  const edit = onEdit ?? (links.edit && (() => navigate(links.edit!(id))));
  return (
    <Flex gap={4} align="center" wrap>
      {links.show && (
        <Button
          type="text"
          size="small"
          icon={<EyeOutlined />}
          aria-label={`View ${name}`}
          onClick={() => navigate(links.show!(id))}
        />
      )}
      {edit && <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit ${name}`} onClick={edit} />}
      {children}
    </Flex>
  );
}
