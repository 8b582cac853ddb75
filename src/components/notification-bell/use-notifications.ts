import { useCallback, useEffect, useState } from 'react';
import { type NotificationRecord, portalApi } from '../../../providers/portal-api';
import { withSocket } from '../../../providers/socket';

/** The member's notifications, newest first, kept live by the `notification` socket event (read again on each connection). */
export function useNotifications() {
  const [items, setItems] = useState<NotificationRecord[]>([]);

  const reload = useCallback(() => {
    portalApi.notifications().then(
      (list) => setItems([...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    reload();
    return withSocket((socket) => {
      socket.on('notification', reload);
      return () => socket.off('notification', reload);
    }, reload);
  }, [reload]);

  const markRead = (id: number) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, read: true } : item)));
    void portalApi.markRead(id).catch(reload);
  };

  return { items, unread: items.filter((item) => !item.read).length, markRead };
}
