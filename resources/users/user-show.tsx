import { useShow } from '@refinedev/core';
import { Switch } from 'antd';
import { useParams } from 'react-router';
import type { UserRecord } from '../../providers/types';
import { StatusBadge } from '../../src/components/status-badge';
import { DetailsList } from '../shared/details-list';
import { formatDate } from '../shared/format';
import { StaffPage } from '../shared/staff-page';
import { useStatusToggle } from '../shared/use-status-toggle';

/** Spec §2 User details: the member's facts and the Active/Inactive toggle (with confirmation). */
export function UserShow() {
  const { id } = useParams();
  const { query } = useShow<UserRecord>({ resource: 'users', id });
  const toggle = useStatusToggle('users', 'user');
  const user = query.data?.data;

  return (
    <StaffPage title="User Details" backTo="/user-management">
      <DetailsList
        loading={query.isLoading}
        error={query.error?.message}
        items={
          user
            ? [
                { label: 'Name', value: user.name },
                { label: 'Email', value: user.email },
                { label: 'Phone', value: user.phone },
                { label: 'Date of Birth', value: formatDate(user.dob) },
                { label: 'Subscription', value: <StatusBadge active={user.subscribedUser} /> },
                {
                  label: 'Status',
                  value: (
                    <Switch
                      checked={user.isActive}
                      checkedChildren="Active"
                      unCheckedChildren="Inactive"
                      aria-label={`Status of ${user.name}: ${user.isActive ? 'Active' : 'Inactive'}`}
                      onChange={() => toggle({ id: user.id, active: user.isActive, name: user.name })}
                    />
                  ),
                },
              ]
            : []
        }
      />
    </StaffPage>
  );
}
