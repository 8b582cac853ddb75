import { screensOf, type StaffResource } from '../shared/descriptor';

export const notifications: StaffResource = {
  resource: {
    name: 'notifications',
    list: '/notification-management',
    create: '/add-notification',
    edit: '/edit-notification/:id',
    show: '/notification-management/message-details/:id',
    meta: { label: 'Notification Management', access: 'staff' },
  },
  screens: screensOf(() => import('./screens'), [
    ['/notification-management', 'NotificationList', 'Notification Management'],
    ['/add-notification', 'NotificationCreate', 'Add Notification'],
    ['/edit-notification/:id', 'NotificationEdit', 'Edit Notification'],
    ['/notification-management/message-details/:id', 'NotificationShow', 'Notification Details'],
  ]),
};
