import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import type { NotificationRecord } from '../../providers/types';
import { formatDate } from '../shared/format';
import { RowActions } from '../shared/row-actions';
import { StaffList } from '../shared/staff-list';
import { StaffPage } from '../shared/staff-page';
import { useStaffList } from '../shared/use-staff-list';
import { Recipients } from './recipients';

/** Spec §2 Notification management: search by title, Add New Message, View. */
export function NotificationList() {
  const navigate = useNavigate();
  const list = useStaffList<NotificationRecord>('notifications');
  const columns: TableProps<NotificationRecord>['columns'] = [
    { title: 'S.No', key: 'serial', render: (_, __, index) => list.serial(index) },
    { title: 'Title', dataIndex: 'title' },
    { title: 'Message', dataIndex: 'description', render: (text: string) => <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ maxWidth: 320, margin: 0 }}>{text}</Typography.Paragraph> },
    { title: 'Users', key: 'users', render: (_, row) => <Recipients notification={row} /> },
    { title: 'Created On', dataIndex: 'createdAt', render: formatDate },
    { title: 'Action', key: 'action', render: (_, row) => <RowActions name={row.title} viewTo={`/notification-management/message-details/${row.id}`} editTo={`/edit-notification/${row.id}`} /> },
  ];
  return (
    <StaffPage title="Notification Management">
      <StaffList
        list={list}
        columns={columns}
        caption="Notifications"
        searchLabel="Search notifications by title"
        action={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/add-notification')}>
            Add New Message
          </Button>
        }
      />
    </StaffPage>
  );
}
