import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  markNotificationRead,
  type NotificationRecord,
  notificationsKeys,
  notificationsQuery,
} from '../../../providers/notifications-api';

const NONE: NotificationRecord[] = [];

/** The member's notifications, newest first, kept live by the `notification` socket event (providers/live-queries.ts). */
export function useNotifications() {
  const queryClient = useQueryClient();
  const { data: items = NONE } = useQuery(notificationsQuery());

  const markRead = (id: number) => {
    queryClient.setQueryData(notificationsKeys.all, (list: NotificationRecord[] | undefined) =>
      list?.map((item) => (item.id === id ? { ...item, read: true } : item)),
    );
    void markNotificationRead(id).catch(() => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }));
  };

  return { items, unread: items.filter((item) => !item.read).length, markRead };
}
