import { Badge, type BadgeProps } from 'antd';

/** A coloured dot beside plain text: the colour carries the tone, the text keeps full contrast. */
export function ToneBadge({ tone, text }: { tone: NonNullable<BadgeProps['status']>; text: string }) {
  // The dot never ends a line with its word on the next.
  return <Badge status={tone} text={text} style={{ whiteSpace: 'nowrap' }} />;
}

/** Active (green) or Inactive (red): a user's status and subscription, a course's or category's status. */
export function StatusBadge({ active }: { active: boolean }) {
  return <ToneBadge tone={active ? 'success' : 'error'} text={active ? 'Active' : 'Inactive'} />;
}
