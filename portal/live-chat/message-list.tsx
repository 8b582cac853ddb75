import { Typography } from 'antd';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { LiveChatMessage } from '../../providers/live-chat-api';
import { LIVE_CHAT_FOLLOW_WITHIN_PX, LIVE_CHAT_LIST_HEIGHT } from '../constants';
import { LIVE_CHAT_UI } from './texts';

export interface MessageListProps {
  messages: LiveChatMessage[];
  /** One message as shown, with the actions the viewer may take. */
  render(message: LiveChatMessage): ReactNode;
}

/**
 * The chat's messages, oldest first, following the newest as they arrive unless the member scrolled up
 * to read back. A log region: screen readers announce new messages politely.
 */
export function MessageList({ messages, render }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    if (box.current && following.current) box.current.scrollTop = box.current.scrollHeight;
  }, [messages]);
  const onScroll = () => {
    const el = box.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < LIVE_CHAT_FOLLOW_WITHIN_PX;
  };
  return (
    <div
      ref={box}
      role="log"
      aria-label={LIVE_CHAT_UI.messages}
      aria-live="polite"
      tabIndex={0}
      onScroll={onScroll}
      style={{ height: LIVE_CHAT_LIST_HEIGHT, overflowY: 'auto' }}
    >
      {messages.length === 0 ? (
        <Typography.Text type="secondary">{LIVE_CHAT_UI.none}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {messages.map((message) => (
            <li key={message.id}>{render(message)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
