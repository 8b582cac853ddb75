import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import { announceSaved } from './server-message';
import { useResourceLinks } from './use-resource-links';

export interface StaffFormOptions<T extends BaseRecord, V> {
  resource: string;
  action: 'create' | 'edit';
  /** Turn the form's values into the API's body. */
  toBody?(values: V): Record<string, unknown>;
  /** Instead of going back to the list at once. */
  onSaved?(record: T): void;
}

/** Refine's antd form for a create or edit screen: the server's message as the toast (3 s after an add, 1 s after an update), then back to the list. */
export function useStaffForm<T extends BaseRecord, V extends object = Record<string, unknown>>({
  resource,
  action,
  toBody,
  onSaved,
}: StaffFormOptions<T, V>) {
  const navigate = useNavigate();
  const { id } = useParams();
  const listUrl = useResourceLinks(resource).list;
  const form = useForm<T, HttpError, V>({
    resource,
    action,
    id: action === 'edit' ? id : undefined,
    redirect: false,
    successNotification: false,
    onMutationSuccess: (response) => {
      announceSaved(action, response);
      if (onSaved) onSaved(response.data as T);
      else navigate(listUrl);
    },
  });
  const record = form.query?.data?.data;
  // Refine fills the fields from the loaded record (edit) by itself.
  const formProps = {
    ...form.formProps,
    layout: 'vertical' as const,
    onFinish: (values: V) => form.onFinish((toBody ? toBody(values) : values) as V),
  };
  return {
    formProps,
    saving: form.formLoading,
    record,
    loadingRecord: action === 'edit' && Boolean(form.query?.isLoading),
    form: form.form,
    listUrl,
  };
}

export type StaffForm<V> = Omit<ReturnType<typeof useStaffForm<BaseRecord, V & object>>, 'record'>;
