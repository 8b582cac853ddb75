import { quietGet, quietly } from './api-calls';
import { memberQuery } from './member-query';
import type { NotificationRecord } from './types';

export type { NotificationRecord };

export const notificationsKeys = { all: ['notifications'] as const };

/** The bell's notifications, newest first. */
export const notificationsQuery = () =>
  memberQuery(notificationsKeys.all, () =>
    quietGet<NotificationRecord[]>('notifications').then((list) =>
      [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    ),
  );

export const markNotificationRead = (id: number) => quietly.post<object>(`notifications/${id}/read`);
