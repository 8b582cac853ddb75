import { useShow } from '@refinedev/core';
import { useParams } from 'react-router';
import type { NotificationRecord } from '../../providers/types';
import { DetailsList } from '../shared/details-list';
import { formatDateTime } from '../shared/format';
import { StaffPage } from '../shared/staff-page';
import { Recipients } from './recipients';

/** Spec §2 Notification detail: the users (or All Users), title and message. */
export function NotificationShow() {
  const { id } = useParams();
  const { query } = useShow<NotificationRecord>({ resource: 'notifications', id });
  const notification = query.data?.data;
  return (
    <StaffPage title="Notification Details" backTo="/notification-management">
      <DetailsList
        loading={query.isLoading}
        error={query.error?.message}
        items={
          notification
            ? [
                { label: 'Users', value: <Recipients notification={notification} /> },
                { label: 'Title', value: notification.title },
                { label: 'Message', value: notification.description },
                { label: 'Sent', value: formatDateTime(notification.createdAt) },
              ]
            : []
        }
      />
    </StaffPage>
  );
}
