import { Flex, Tag } from 'antd';
import type { NotificationRecord } from '../../providers/types';
import { STAFF_TEXTS } from '../shared/constants';

/** Who a notification went to: `All Users`, or each user's name. */
export function Recipients({ notification }: { notification: Pick<NotificationRecord, 'isForAllUsers' | 'users'> }) {
  if (notification.isForAllUsers) return <Tag>{STAFF_TEXTS.allUsers}</Tag>;
  return (
    <Flex gap={4} wrap>
      {notification.users.map((user) => (
        <Tag key={user.id}>{user.name}</Tag>
      ))}
    </Flex>
  );
}

/** The Users column and row of a notification. */
export const asRecipients = (_: unknown, notification: NotificationRecord) => (
  <Recipients notification={notification} />
);
