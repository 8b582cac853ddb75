import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import { serverMessage } from './server-message';

export interface StaffFormOptions<T extends BaseRecord, V> {
  resource: string;
  action: 'create' | 'edit';
  /** Where to go after a successful save (the list, usually). */
  doneTo: string;
  /** Turn the form's values into the API's body. */
  toBody?(values: V): Record<string, unknown>;
  /** Instead of going to `doneTo` at once. */
  onSaved?(record: T): void;
}

/** Refine's antd form for a create or edit screen: the server's message as the toast, then back. */
export function useStaffForm<T extends BaseRecord, V extends object = Record<string, unknown>>({ resource, action, doneTo, toBody, onSaved }: StaffFormOptions<T, V>) {
  const navigate = useNavigate();
  const { id } = useParams();
  const form = useForm<T, HttpError, V>({
    resource,
    action,
    id: action === 'edit' ? id : undefined,
    redirect: false,
    successNotification: serverMessage,
    onMutationSuccess: (response) => (onSaved ? onSaved(response.data as T) : navigate(doneTo)),
  });
  const record = form.query?.data?.data;
  // Refine fills the fields from the loaded record (edit) by itself.
  const formProps = {
    ...form.formProps,
    layout: 'vertical' as const,
    onFinish: (values: V) => form.onFinish((toBody ? toBody(values) : values) as V),
  };
  return { formProps, saving: form.formLoading, record, loadingRecord: action === 'edit' && form.query?.isLoading, form: form.form };
}
