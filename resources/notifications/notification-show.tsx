import type { NotificationRecord } from '../../providers/types';
import type { Field } from '../shared/fields';
import { formatDateTime } from '../shared/format';
import { ResourceShow } from '../shared/resource-show';
import { asRecipients } from './recipients';

const DETAILS: Field<NotificationRecord>[] = [
  ['users', 'Users', asRecipients],
  'title',
  ['description', 'Message'],
  ['createdAt', 'Sent', formatDateTime],
];

/** Notification detail: the users (or All Users), title and message. */
export const NotificationShow = () => (
  <ResourceShow<NotificationRecord> resource="notifications" title="Notification Details" fields={DETAILS} />
);
