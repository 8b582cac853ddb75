export { NotificationList } from './notification-list';
export { NotificationShow } from './notification-show';
export { NotificationCreate, NotificationEdit } from './notification-form';
