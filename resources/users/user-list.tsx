import { Avatar } from 'antd';
import type { UserRecord } from '../../providers/types';
import { LOGO } from '../../src/constants';
import { asStatus, type Field } from '../shared/fields';
import { type ListTexts, ResourceList } from '../shared/resource-list';
import { StatusButton } from '../shared/status-controls';
import { FailingPayments } from './failing-payments';
import { roleLabel } from './role-labels';

const TEXTS: ListTexts = {
  title: 'User Management',
  caption: 'Users',
  search: 'Search users by name',
  add: 'Add New User',
};
const thumbnail = (src: string | null, user: UserRecord) => <Avatar src={src ?? LOGO} alt={`${user.name}'s picture`} />;
const COLUMNS: Field<UserRecord>[] = [
  ['profilePicture', 'Thumbnail', thumbnail],
  'name',
  'email',
  'phone',
  // Without it an admin reads as a member whose subscription lapsed.
  ['role', 'Role', roleLabel],
  ['subscribedUser', 'Subscription', asStatus],
  ['isActive', 'Status', asStatus],
  'createdAt',
];
const markButton = (user: UserRecord) => (
  <StatusButton resource="users" noun="user" target={{ id: user.id, active: user.isActive, name: user.name }} />
);

/** User management: nine columns and the role, search, 8 a page, status confirmations; below, the members whose payment is failing. */
export const UserList = () => (
  <ResourceList<UserRecord>
    resource="users"
    texts={TEXTS}
    fields={COLUMNS}
    sortable={['name', 'email', 'phone', 'isActive', 'createdAt']}
    nameOf={(user) => user.name}
    rowExtra={markButton}
    bulk={['activate', 'deactivate']}
  >
    <FailingPayments />
  </ResourceList>
);
