import { Tag } from 'antd';

/** Active (green) or Inactive (red), in antd's preset status colours (theme aware). */
export function StatusTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'success' : 'error'}>{active ? 'Active' : 'Inactive'}</Tag>;
}
