import { Button, Flex, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { COACH_LABEL } from '../../common/discussions';
import type { LiveChatMessage } from '../../providers/live-chat-api';
import { ToneBadge } from '../../src/components/status-badge';
import { LIVE_CHAT_UI } from './texts';

export interface MessageItemProps {
  message: LiveChatMessage;
  /** The actions the viewer may take on it (flag, up-vote, delete, mute). */
  actions?: ReactNode;
}

/** One chat message: author, Coach and Question marks, time, text (as text, never HTML) and its actions. */
export function MessageItem({ message, actions }: MessageItemProps) {
  return (
    <article aria-label={LIVE_CHAT_UI.by(message.authorName)} style={{ padding: '6px 0' }}>
      <Flex gap={6} align="center" wrap>
        <Typography.Text strong>{message.authorName}</Typography.Text>
        {message.byStaff && <ToneBadge tone="warning" text={COACH_LABEL} />}
        {message.question && <ToneBadge tone="processing" text={LIVE_CHAT_UI.question} />}
        <Typography.Text type="secondary">
          <time dateTime={message.createdAt}>{dayjs(message.createdAt).format('HH:mm')}</time>
        </Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
        {message.body}
      </Typography.Paragraph>
      {actions && (
        <Flex gap={4} wrap>
          {actions}
        </Flex>
      )}
    </article>
  );
}

/** A destructive action that asks first: delete and mute. */
export function ConfirmedAction({ label, confirm, onConfirm }: { label: string; confirm: string; onConfirm(): void }) {
  return (
    <Popconfirm title={confirm} onConfirm={onConfirm} okButtonProps={{ danger: true }}>
      <Button type="link" size="small" danger>
        {label}
      </Button>
    </Popconfirm>
  );
}
