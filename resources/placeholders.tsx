import { pending } from '../src/components/feature-pending';
import type { StaffResource } from './shared/descriptor';

const BACK_OFFICE = 'the staff back-office issue (#4)';
const screen = (path: string, title: string, label: string) => ({ path, title, component: pending(label, BACK_OFFICE) });

/** Staff screens not built yet, each replaced by its own resource folder. */
export const pendingResources: StaffResource[] = [
  {
    resource: { name: 'customer-support', list: '/customer-support', meta: { label: 'Customer Support', access: 'staff' } },
    screens: [
      screen('/customer-support', 'Customer Management', 'Customer support'),
      screen('/add-message', 'Add Message', 'Customer support'),
      screen('/edit-message/:id', 'Edit Message', 'Customer support'),
      screen('/customer-support/message-details/:id', 'Message Details', 'Customer support'),
    ],
  },
  {
    resource: { name: 'notifications', list: '/notification-management', meta: { label: 'Notification Management', access: 'staff' } },
    screens: [
      screen('/notification-management', 'Notification Management', 'Notification management'),
      screen('/add-notification', 'Add Notification', 'Notification management'),
      screen('/edit-notification/:id', 'Edit Notification', 'Notification management'),
      screen('/notification-management/message-details/:id', 'Notification Details', 'Notification management'),
    ],
  },
  {
    resource: { name: 'promotion', list: '/promotion-management', meta: { label: 'Promotion Management', access: 'staff' } },
    screens: [
      screen('/promotion-management', 'Promotion Management', 'Promotion management'),
      screen('/add-promotion', 'Add Promotion', 'Promotion management'),
      screen('/edit-promotion/:id', 'Edit Promotion', 'Promotion management'),
    ],
  },
  {
    resource: { name: 'video-upload', meta: { label: 'Video Upload', access: 'staff', hide: true } },
    screens: [screen('/video', 'Video Upload', 'Video upload'), screen('/video-upload', 'Video Upload', 'Video upload')],
  },
];
