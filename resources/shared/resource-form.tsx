import { Alert, Form, Skeleton } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { STAFF_TEXTS } from './constants';
import { FormActions } from './form-actions';
import { StaffPage } from './staff-page';
import { StaleSaveAlert } from './stale-save';
import type { StaffForm } from './use-staff-form';

export interface ResourceFormProps<V> {
  form: StaffForm<V>;
  title: string;
  /** The form's name, which prefixes its fields' ids (`add-lecture_name`). */
  name?: string;
  saveLabel?: string;
  disabled?: boolean;
  /** Checks of its own before the save (a lecture's video). */
  onFinish?(values: V): void;
  /** The fields whose rules failed, by name. */
  onFinishFailed?(info: { errorFields: { name: (string | number)[] }[] }): void;
  children: ReactNode;
}

/** A staff create or edit screen: back to the list, the fields, Save and Cancel; a skeleton while the record loads. */
export function ResourceForm<V>({
  form,
  title,
  name,
  saveLabel,
  disabled,
  onFinish,
  onFinishFailed,
  children,
}: ResourceFormProps<V>) {
  return (
    <StaffPage title={title} backTo={form.listUrl}>
      {form.loadingRecord ? (
        <Skeleton active />
      ) : (
        <Form
          {...form.formProps}
          name={name}
          onFinish={onFinish ?? form.formProps.onFinish}
          {...(onFinishFailed && { onFinishFailed })}
        >
          {form.changedUnderneath && (
            <Alert
              type="warning"
              showIcon
              role="status"
              message={STAFF_TEXTS.changedUnderneath}
              style={{ marginBottom: 16 }}
            />
          )}
          {form.stale && <StaleSaveAlert stale={form.stale} onReapply={form.applyMine} onReload={form.loadCurrent} />}
          {children}
          <FormActions saving={form.saving} cancelTo={form.listUrl} saveLabel={saveLabel} disabled={disabled} />
        </Form>
      )}
    </StaffPage>
  );
}

/** The create and the edit screen of a form that takes `isNew`. */
export function createAndEdit(ResourceFormOf: ComponentType<{ isNew: boolean }>) {
  return [() => <ResourceFormOf isNew />, () => <ResourceFormOf isNew={false} />] as const;
}
