import type { UserRecord } from '../../providers/types';
import { asStatus, type Field } from '../shared/fields';
import { formatDate } from '../shared/format';
import { ResourceShow } from '../shared/resource-show';
import { statusSwitch } from '../shared/status-controls';
import { roleLabel } from './role-labels';

const DETAILS: Field<UserRecord>[] = [
  'name',
  'email',
  'phone',
  ['dob', 'Date of Birth', formatDate],
  ['role', 'Role', roleLabel],
  ['subscribedUser', 'Subscription', asStatus],
  ['isActive', 'Status', statusSwitch<UserRecord>('users', 'user', (user) => user.name)],
];

/** User details: the member's facts and the Active/Inactive toggle (with confirmation). */
export const UserShow = () => <ResourceShow<UserRecord> resource="users" title="User Details" fields={DETAILS} />;
