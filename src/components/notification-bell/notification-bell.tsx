import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Empty, List, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useNotifications } from './use-notifications';

/** The member's bell: real notifications with an unread count (CONTRACT §7); opening one marks it read. */
export function NotificationBell() {
  const { items, unread, markRead } = useNotifications();
  const { token } = theme.useToken();

  const panel = (
    <div style={{ background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, borderRadius: token.borderRadiusLG, padding: 8, width: 320, maxHeight: 420, overflow: 'auto' }}>
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

  return (
    <Dropdown trigger={['click']} popupRender={() => panel}>
      <Button type="text" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
        <Badge count={unread} size="small">
          <BellOutlined />
        </Badge>
      </Button>
    </Dropdown>
  );
}
