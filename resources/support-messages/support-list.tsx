import { PlusOutlined } from '@ant-design/icons';
import { Button, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import type { SupportRecord } from '../../providers/types';
import { formatDate } from '../shared/format';
import { RowActions } from '../shared/row-actions';
import { StaffList } from '../shared/staff-list';
import { StaffPage } from '../shared/staff-page';
import { useStaffList } from '../shared/use-staff-list';
import { SupportStatusTag } from './support-status';

/** Spec §2 Customer support list: search by name, View to the message. */
export function SupportList() {
  const navigate = useNavigate();
  const list = useStaffList<SupportRecord>('customer-support');
  const columns: TableProps<SupportRecord>['columns'] = [
    { title: 'S.No', key: 'serial', render: (_, __, index) => list.serial(index) },
    { title: 'Name', dataIndex: 'name' },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Subject', dataIndex: 'title' },
    { title: 'Status', dataIndex: 'status', render: (status: SupportRecord['status']) => <SupportStatusTag status={status} /> },
    { title: 'Created On', dataIndex: 'createdAt', render: formatDate },
    {
      title: 'Action',
      key: 'action',
      render: (_, row) => <RowActions name={`message from ${row.name}`} viewTo={`/customer-support/message-details/${row.id}`} editTo={`/edit-message/${row.id}`} />,
    },
  ];
  return (
    <StaffPage title="Customer Support">
      <StaffList
        list={list}
        columns={columns}
        caption="Support messages"
        searchLabel="Search messages by name"
        action={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/add-message')}>
            Add Message
          </Button>
        }
      />
    </StaffPage>
  );
}
