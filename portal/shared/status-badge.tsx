import { Badge } from 'antd';

/** Active or Inactive: the colour sits in the dot, the words keep the text colour (contrast). */
export function StatusBadge({ active }: { active: boolean }) {
  return <Badge status={active ? 'success' : 'error'} text={active ? 'Active' : 'Inactive'} />;
}
