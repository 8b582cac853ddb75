import { isStaff } from '../../common/roles';
import type { UserRecord } from '../../providers/types';
import { asStatus, type Field } from '../shared/fields';
import { formatDate } from '../shared/format';
import { ResourceShow } from '../shared/resource-show';
import { statusSwitch } from '../shared/status-controls';
import { roleLabel } from './role-labels';
import { UserBilling } from './user-billing';

const DETAILS: Field<UserRecord>[] = [
  'name',
  'email',
  'phone',
  ['dob', 'Date of Birth', formatDate],
  ['role', 'Role', roleLabel],
  ['subscribedUser', 'Subscription', asStatus],
  ['isActive', 'Status', statusSwitch<UserRecord>('users', 'user', (user) => user.name)],
];

// Staff accounts buy nothing: only a member has billing.
const billing = (user: UserRecord) => !isStaff(user) && <UserBilling userId={user.id} />;

/** User details: the member's facts, the Active/Inactive toggle (with confirmation) and their billing. */
export const UserShow = () => (
  <ResourceShow<UserRecord> resource="users" title="User Details" fields={DETAILS} footer={billing} />
);
