import { useModalForm } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Form, Modal, Radio } from 'antd';
import type { ReactNode } from 'react';
import { MAX_CATALOGUE_TITLE } from '../../common/limits';
import type { CategoryRecord } from '../../providers/types';
import { DeleteAction } from './delete-action';
import type { Field } from './fields';
import { ResourceList } from './resource-list';
import { useAnnounceSaved } from './server-message';
import { StaleSaveAlert, type StaleSaveState, useStaleSave } from './stale-save';
import { TitleField } from './title-fields';

export interface TitledManagementProps {
  resource: string;
  /** "Category", "Tag". */
  noun: string;
  title: string;
}

type Titled = CategoryRecord;

const COLUMNS: Field<Titled>[] = ['title', 'status'];

/**
 * An add or edit dialog: it stays on the list and shows the server's message in the success dialog
 * for `ADD_SUCCESS_MS` or `UPDATE_SUCCESS_MS` (`useAnnounceSaved`). An edit saves against the version
 * it loaded, and shows a refusal when someone saved the row meanwhile.
 */
const dialogOptions = (
  resource: string,
  action: 'create' | 'edit',
  announceSaved: ReturnType<typeof useAnnounceSaved>,
  conflict?: StaleSaveState,
) => ({
  resource,
  action,
  redirect: false as const,
  successNotification: false as const,
  mutationMeta: { versioned: action === 'edit' },
  // Not 'auto': refetching the open record on another's save would renew the version the dialog saves
  // against, and the save would overwrite their change instead of being refused (412).
  liveMode: 'manual' as const,
  onMutationSuccess: (response: { data?: BaseRecord }) => announceSaved(action, response),
  onMutationError: (error: unknown, sent: unknown) => conflict?.caught(error, sent),
});

/** Category and Tag management: a list, an add/edit dialog (title, status), delete with confirm. */
export function TitledManagement({ resource, noun, title }: TitledManagementProps) {
  const conflict = useStaleSave(resource);
  const announceSaved = useAnnounceSaved();
  const add = useModalForm<Titled>(dialogOptions(resource, 'create', announceSaved));
  const edit = useModalForm<Titled>(dialogOptions(resource, 'edit', announceSaved, conflict));
  return (
    <ResourceList<Titled>
      bulk={['activate', 'deactivate']}
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
      onEdit={(row) => {
        conflict.clear();
        edit.show(row.id);
      }}
      rowExtra={(row) => <DeleteAction resource={resource} id={row.id} name={row.title} />}
    >
      <TitledDialog name={`add-${resource}`} title={`Add ${noun}`} modal={add} />
      <TitledDialog
        name={`edit-${resource}`}
        title={`Edit ${noun}`}
        modal={edit}
        conflict={
          conflict.stale && (
            <StaleSaveAlert
              stale={conflict.stale}
              onReapply={() => conflict.reapply(edit.id, edit.form)}
              onReload={() => conflict.reload(() => edit.query?.refetch())}
            />
          )
        }
      />
    </ResourceList>
  );
}

function TitledDialog({
  name,
  title,
  modal,
  conflict,
}: {
  name: string;
  title: string;
  modal: ReturnType<typeof useModalForm<Titled>>;
  /** A refused save's review, above the fields. */
  conflict?: ReactNode;
}) {
  return (
    <Modal {...modal.modalProps} title={title} okText="Save" cancelText="Cancel" destroyOnHidden>
      <Form
        {...modal.formProps}
        // Refine's modal form rethrows a refused save, which antd's form leaves unhandled: the refusal
        // is already shown (Refine's error notification, or `onMutationError`'s review), so it ends here.
        onFinish={(values) => Promise.resolve(modal.formProps.onFinish?.(values)).catch(() => undefined)}
        name={name}
        layout="vertical"
        initialValues={{ status: true, ...modal.formProps.initialValues }}
      >
        {conflict}
        <TitleField maxLength={MAX_CATALOGUE_TITLE} />
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
