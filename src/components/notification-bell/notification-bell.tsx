import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useNotifications } from './use-notifications';

// The list (antd's List pulls Pagination and Select) downloads when the bell is first opened.
const NotificationPanel = lazy(() => import('./notification-panel').then((m) => ({ default: m.NotificationPanel })));

/** The member's bell: real notifications with an unread count (docs/PRODUCT.md#header-and-sidebar). */
export function NotificationBell() {
  const { items, unread, markRead } = useNotifications();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // On a phone the bell sits left of the avatar, closer to the edge than the panel is wide: the panel
      // slides along the screen to stay whole instead of hanging off its left edge.
      align={{ overflow: { adjustX: true, adjustY: true, shiftX: 8 } }}
      popupRender={() => (
        <Suspense fallback={<Spin size="small" aria-label="Loading" />}>
          <NotificationPanel items={items} markRead={markRead} />
        </Suspense>
      )}
    >
      <Button type="text" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
        <Badge count={unread} size="small">
          <BellOutlined />
        </Badge>
      </Button>
    </Dropdown>
  );
}
