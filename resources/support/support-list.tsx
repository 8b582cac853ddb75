import type { SupportRecord } from '../../providers/types';
import type { Field } from '../shared/fields';
import { type ListTexts, ResourceList } from '../shared/resource-list';
import { asSupportState } from './support-status';

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
  ['state', 'Status', asSupportState],
  'createdAt',
];

/** Customer support list: search by name, View to the message; a replied request says so, and when. */
export const SupportList = () => (
  <ResourceList<SupportRecord>
    resource="customer-support"
    texts={TEXTS}
    fields={COLUMNS}
    sortable={['name', 'email', 'title', 'state', 'createdAt']}
    nameOf={(message) => `message from ${message.name}`}
  />
);
