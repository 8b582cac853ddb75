import { PlusOutlined } from '@ant-design/icons';
import { useModalForm } from '@refinedev/antd';
import { Button, Form, Input, Modal, Radio, type TableProps } from 'antd';
import type { CategoryRecord } from '../../providers/types';
import { StatusBadge } from '../../src/components/status-badge';
import { DeleteAction } from './delete-action';
import { RowActions } from './row-actions';
import { serverMessage } from './server-message';
import { StaffList } from './staff-list';
import { StaffPage } from './staff-page';
import { useStaffList } from './use-staff-list';

export interface TitledManagementProps {
  resource: string;
  /** "Category", "Tag". */
  noun: string;
  title: string;
}

type Titled = CategoryRecord;

/** Spec §2 Category and Tag management: a list, an add/edit dialog (title, status), delete with confirm. */
export function TitledManagement({ resource, noun, title }: TitledManagementProps) {
  const list = useStaffList<Titled>(resource);
  const add = useModalForm<Titled>({ resource, action: 'create', successNotification: serverMessage, redirect: false });
  const edit = useModalForm<Titled>({ resource, action: 'edit', successNotification: serverMessage, redirect: false });

  const columns: TableProps<Titled>['columns'] = [
    { title: 'S.No', key: 'serial', render: (_, __, index) => list.serial(index) },
    { title: 'Title', dataIndex: 'title' },
    { title: 'Status', dataIndex: 'status', render: (active: boolean) => <StatusBadge active={active} /> },
    {
      title: 'Action',
      key: 'action',
      render: (_, row) => (
        <RowActions name={row.title} onEdit={() => edit.show(row.id)}>
          <DeleteAction resource={resource} id={row.id} name={row.title} />
        </RowActions>
      ),
    },
  ];

  return (
    <StaffPage title={title}>
      <StaffList
        list={list}
        columns={columns}
        caption={`${noun} list`}
        searchLabel={`Search ${noun.toLowerCase()} by title`}
        action={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => add.show()}>
            Add New {noun}
          </Button>
        }
      />
      <TitledDialog name={`add-${resource}`} title={`Add ${noun}`} modal={add} />
      <TitledDialog name={`edit-${resource}`} title={`Edit ${noun}`} modal={edit} />
    </StaffPage>
  );
}

function TitledDialog({ name, title, modal }: { name: string; title: string; modal: ReturnType<typeof useModalForm<Titled>> }) {
  return (
    <Modal {...modal.modalProps} title={title} okText="Save" cancelText="Cancel" destroyOnHidden>
      <Form {...modal.formProps} name={name} layout="vertical" initialValues={{ status: true, ...modal.formProps.initialValues }}>
        <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, message: 'Please enter a title' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Status" name="status" rules={[{ required: true, message: 'Please choose a status' }]}>
          <Radio.Group
            options={[
              { value: true, label: 'Active' },
              { value: false, label: 'Inactive' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
