import { PlusOutlined } from '@ant-design/icons';
import { Avatar, Button, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import type { UserRecord } from '../../providers/types';
import { StatusBadge } from '../../src/components/status-badge';
import { formatDate } from '../shared/format';
import { RowActions } from '../shared/row-actions';
import { StaffList } from '../shared/staff-list';
import { StaffPage } from '../shared/staff-page';
import { useStaffList } from '../shared/use-staff-list';
import { useStatusToggle } from '../shared/use-status-toggle';

/** Spec §2 User management: the nine columns, search, 8 a page, status confirmations. */
export function UserList() {
  const navigate = useNavigate();
  const list = useStaffList<UserRecord>('users');
  const toggle = useStatusToggle('users', 'user');

  const columns: TableProps<UserRecord>['columns'] = [
    { title: 'S.No', key: 'serial', render: (_, __, index) => list.serial(index) },
    { title: 'Thumbnail', dataIndex: 'profilePicture', render: (src: string | null, user) => <Avatar src={src ?? '/logo.svg'} alt={`${user.name}'s picture`} /> },
    { title: 'Name', dataIndex: 'name' },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Phone', dataIndex: 'phone' },
    { title: 'Subscription', dataIndex: 'subscribedUser', render: (subscribed: boolean) => <StatusBadge active={subscribed} /> },
    { title: 'Status', dataIndex: 'isActive', render: (active: boolean) => <StatusBadge active={active} /> },
    { title: 'Created On', dataIndex: 'createdAt', render: formatDate },
    {
      title: 'Action',
      key: 'action',
      render: (_, user) => (
        <RowActions name={user.name} viewTo={`/user-management/user-details/${user.id}`} editTo={`/edit-user/${user.id}`}>
          <Button size="small" onClick={() => toggle({ id: user.id, active: user.isActive, name: user.name })}>
            {user.isActive ? 'Mark Inactive' : 'Mark Active'}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <StaffPage title="User Management">
      <StaffList
        list={list}
        columns={columns}
        caption="Users"
        searchLabel="Search users by name"
        action={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/add-user')}>
            Add New User
          </Button>
        }
      />
    </StaffPage>
  );
}
