import { useModalForm } from '@refinedev/antd';
import { Form, Modal, Radio } from 'antd';
import type { CategoryRecord } from '../../providers/types';
import { DeleteAction } from './delete-action';
import type { Field } from './fields';
import { ResourceList } from './resource-list';
import { serverMessage } from './server-message';
import { TitleField } from './title-fields';

export interface TitledManagementProps {
  resource: string;
  /** "Category", "Tag". */
  noun: string;
  title: string;
}

type Titled = CategoryRecord;

const COLUMNS: Field<Titled>[] = ['title', 'status'];

/** Spec §2 Category and Tag management: a list, an add/edit dialog (title, status), delete with confirm. */
export function TitledManagement({ resource, noun, title }: TitledManagementProps) {
  const add = useModalForm<Titled>({ resource, action: 'create', successNotification: serverMessage, redirect: false });
  const edit = useModalForm<Titled>({ resource, action: 'edit', successNotification: serverMessage, redirect: false });
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
