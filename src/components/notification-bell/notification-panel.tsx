import { Empty, List, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import type { NotificationRecord } from '../../../providers/types';

export interface NotificationPanelProps {
  items: NotificationRecord[];
  markRead(id: number): void;
}

/** The bell's open panel: the notifications, newest first; opening one marks it read. */
export function NotificationPanel({ items, markRead }: NotificationPanelProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadiusLG,
        padding: 8,
        // Never wider than a 320 px phone, padding included.
        boxSizing: 'border-box',
        width: 'min(336px, calc(100vw - 16px))',
        maxHeight: 420,
        overflow: 'auto',
      }}
    >
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />
      ) : (
        <List
          dataSource={items}
          renderItem={(item) => (
            <List.Item style={{ paddingInline: 8 }}>
              <button
                type="button"
                onClick={() => markRead(item.id)}
                aria-label={`${item.read ? '' : 'Unread: '}${item.title}`}
                style={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%' }}
              >
                <Typography.Text strong={!item.read}>{item.title}</Typography.Text>
                <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
                  {item.description}
                </Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {dayjs(item.createdAt).format('D MMM YYYY, HH:mm')}
                </Typography.Text>
              </button>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
