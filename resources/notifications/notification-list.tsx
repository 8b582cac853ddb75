import type { NotificationRecord } from '../../providers/types';
import { clamped, type Field } from '../shared/fields';
import { type ListTexts, ResourceList } from '../shared/resource-list';
import { asRecipients } from './recipients';

const TEXTS: ListTexts = {
  title: 'Notification Management',
  caption: 'Notifications',
  search: 'Search notifications by title',
  add: 'Add New Message',
};
const COLUMNS: Field<NotificationRecord>[] = [
  'title',
  ['description', 'Message', clamped(320)],
  ['users', 'Users', asRecipients],
  'createdAt',
];

/** Notification management: search by title, Add New Message, View. */
export const NotificationList = () => (
  <ResourceList<NotificationRecord>
    resource="notifications"
    texts={TEXTS}
    fields={COLUMNS}
    sortable={['title', 'createdAt']}
    nameOf={(notification) => notification.title}
  />
);
