import { useModalForm } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Form, Modal, Radio } from 'antd';
import type { CategoryRecord } from '../../providers/types';
import { DeleteAction } from './delete-action';
import type { Field } from './fields';
import { ResourceList } from './resource-list';
import { announceSaved } from './server-message';
import { TitleField } from './title-fields';

export interface TitledManagementProps {
  resource: string;
  /** "Category", "Tag". */
  noun: string;
  title: string;
}

type Titled = CategoryRecord;

const COLUMNS: Field<Titled>[] = ['title', 'status'];

/** An add or edit dialog: it stays on the list and shows the server's message for spec §9's time. */
const dialogOptions = (resource: string, action: 'create' | 'edit') => ({
  resource,
  action,
  redirect: false as const,
  successNotification: false as const,
  onMutationSuccess: (response: { data?: BaseRecord }) => announceSaved(action, response),
});

/** Spec §2 Category and Tag management: a list, an add/edit dialog (title, status), delete with confirm. */
export function TitledManagement({ resource, noun, title }: TitledManagementProps) {
  const add = useModalForm<Titled>(dialogOptions(resource, 'create'));
  const edit = useModalForm<Titled>(dialogOptions(resource, 'edit'));
  return (
    <ResourceList<Titled>
      resource={resource}
      texts={{
        title,
        caption: `${noun} list`,
        search: `Search ${noun.toLowerCase()} by title`,
        add: `Add New ${noun}`,
      }}
      onAdd={() => add.show()}
      fields={COLUMNS}
      sortable={['title', 'status']}
      nameOf={(row) => row.title}
      onEdit={(row) => edit.show(row.id)}
      rowExtra={(row) => <DeleteAction resource={resource} id={row.id} name={row.title} />}
    >
      <TitledDialog name={`add-${resource}`} title={`Add ${noun}`} modal={add} />
      <TitledDialog name={`edit-${resource}`} title={`Edit ${noun}`} modal={edit} />
    </ResourceList>
  );
}

function TitledDialog({
  name,
  title,
  modal,
}: {
  name: string;
  title: string;
  modal: ReturnType<typeof useModalForm<Titled>>;
}) {
  return (
    <Modal {...modal.modalProps} title={title} okText="Save" cancelText="Cancel" destroyOnHidden>
      <Form
        {...modal.formProps}
        name={name}
        layout="vertical"
        initialValues={{ status: true, ...modal.formProps.initialValues }}
      >
        <TitleField />
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
