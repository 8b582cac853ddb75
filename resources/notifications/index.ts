import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'notifications',
  api: { create: 'notifications/send-to-specific' },
  nav: { label: 'Notification Management', icon: () => import('@ant-design/icons/es/icons/BellOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: ['/notification-management', 'NotificationList', 'Notification Management'],
    create: ['/add-notification', 'NotificationCreate', 'Add Notification'],
    edit: ['/edit-notification/:id', 'NotificationEdit', 'Edit Notification'],
    show: ['/notification-management/message-details/:id', 'NotificationShow', 'Notification Details'],
  },
});
