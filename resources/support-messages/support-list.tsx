import type { SupportRecord } from '../../providers/types';
import type { Field } from '../shared/fields';
import { type ListTexts, ResourceList } from '../shared/resource-list';
import { asSupportStatus } from './support-status';

const TEXTS: ListTexts = {
  title: 'Customer Support',
  caption: 'Support messages',
  search: 'Search messages by name',
  add: 'Add Message',
};
const COLUMNS: Field<SupportRecord>[] = [
  'name',
  'email',
  ['title', 'Subject'],
  ['status', 'Status', asSupportStatus],
  'createdAt',
];

/** Customer support list: search by name, View to the message. */
export const SupportList = () => (
  <ResourceList<SupportRecord>
    resource="customer-support"
    texts={TEXTS}
    fields={COLUMNS}
    sortable={['name', 'email', 'title', 'status', 'createdAt']}
    nameOf={(message) => `message from ${message.name}`}
  />
);
