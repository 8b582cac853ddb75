import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type ApiError, fieldMessage } from '../../providers/api-error';
import { useAnnounceSaved } from './server-message';
import { useStaleSave } from './stale-save';
import { useResourceLinks } from './use-resource-links';

export interface StaffFormOptions<T extends BaseRecord, V> {
  resource: string;
  action: 'create' | 'edit';
  /** Turn the form's values into the API's body. */
  toBody?(values: V): Record<string, unknown>;
  /** Instead of going back to the list at once. */
  onSaved?(record: T): void;
  /**
   * What a field shows where the record has no value (every field of a new one): the form's own initial
   * values, since antd refuses a field's `initialValue` for a path the form's initial values already set.
   */
  defaults?: Partial<V>;
}

/**
 * Refine's antd form for a create or edit screen: the server's message in the success dialog (3 s
 * after an add, 1 s after an update), then back to the list. An edit saves against the version it
 * loaded; when someone saved the record meanwhile, the form shows what changed and lets the user apply
 * theirs again.
 */
export function useStaffForm<T extends BaseRecord, V extends object = Record<string, unknown>>({
  resource,
  action,
  toBody,
  onSaved,
  defaults,
}: StaffFormOptions<T, V>) {
  const navigate = useNavigate();
  const { id } = useParams();
  const listUrl = useResourceLinks(resource).list;
  const conflict = useStaleSave(resource);
  const announceSaved = useAnnounceSaved();
  // The values of the save in flight, to put back if it is refused as stale.
  const sending = useRef<V | undefined>(undefined);
  // Another staff member saved this record while it is open: say so, without refilling the user's fields.
  const [changedUnderneath, setChangedUnderneath] = useState(false);
  // Our own save is announced too: while it is in flight, an event is not someone else's.
  const saving = useRef(false);
  const form = useForm<T, HttpError, V>({
    resource,
    action,
    id: action === 'edit' ? id : undefined,
    redirect: false,
    successNotification: false,
    // A stale save is shown in the form itself (StaleSaveAlert): a toast would say it a second time.
    // Any other refusal keeps Refine's own toast (undefined asks for it).
    errorNotification: (error) => ((error as unknown as ApiError | undefined)?.stale ? false : undefined),
    mutationMeta: { versioned: action === 'edit' },
    liveMode: 'manual',
    onLiveEvent: (event) => {
      if (action === 'edit' && event.type !== 'created' && !saving.current) setChangedUnderneath(true);
    },
    onMutationError: (error, sent) => {
      saving.current = false;
      if (!conflict.caught(error, sent, sending.current)) showFieldError(form.form, error as unknown as ApiError);
    },
    onMutationSuccess: (response) => {
      saving.current = false;
      announceSaved(action, response);
      if (onSaved) onSaved(response.data as T);
      else navigate(listUrl);
    },
  });
  const record = form.query?.data?.data;
  const edits = useKeptEdits<V>(form.form, record);
  // Refine fills the fields from the loaded record (edit) by itself.
  const formProps = {
    ...form.formProps,
    initialValues: { ...defaults, ...form.formProps.initialValues },
    layout: 'vertical' as const,
    onValuesChange: (changed: Partial<V>, all: V) => {
      edits.note(changed, all);
      form.formProps.onValuesChange?.(changed, all);
    },
    onFinish: (values: V) => {
      sending.current = values;
      saving.current = true;
      // A refusal is shown by onMutationError; left to reject, the promise would go unhandled.
      return form.onFinish((toBody ? toBody(values) : values) as V).catch(() => undefined);
    },
  };
  return {
    formProps,
    saving: form.formLoading,
    record,
    loadingRecord: action === 'edit' && Boolean(form.query?.isLoading),
    form: form.form,
    listUrl,
    stale: conflict.stale,
    changedUnderneath: changedUnderneath && !conflict.stale,
    applyMine: () => conflict.reapply(id, form.form),
    loadCurrent: () => {
      setChangedUnderneath(false);
      edits.forget();
      return conflict.reload(() => form.query?.refetch());
    },
  };
}

/**
 * Refine's antd form refills every field whenever the loaded record changes (a refetch after a focus, a
 * reconnect or an invalidation brings a new copy), which silently undid what the user had changed: a
 * Published switch turned on while a replay's processing was still updating its lecture was saved off.
 * The fields the user changed are put back over each new copy; the rest show the record as it now is.
 */
function useKeptEdits<V>(form: FormInstance, record: unknown) {
  const edited = useRef(new Map<string, unknown>());
  useEffect(() => {
    // After Refine's own refill: its effect comes first, being declared earlier in the same component.
    if (edited.current.size > 0) form.setFieldsValue(Object.fromEntries(edited.current));
  }, [form, record]);
  return {
    /** The top-level fields a change touched, with their whole values (a list's items, an object's parts). */
    note(changed: Partial<V>, all: V) {
      for (const name of Object.keys(changed)) edited.current.set(name, (all as Record<string, unknown>)[name]);
    },
    /** The user asked for the record as it now is: their changes are dropped. */
    forget() {
      edited.current.clear();
    },
  };
}

/** A 400 naming one of the form's own fields (`chapters: line 2 …`) also shows under that field. */
function showFieldError(form: FormInstance, error: ApiError): void {
  const name = error.field?.split('.')[0];
  if (name && form.getFieldsError().some((field) => field.name.join('.') === name))
    form.setFields([{ name, errors: [error.field === name ? fieldMessage(error) : error.message] }]);
}

export type StaffForm<V> = Omit<ReturnType<typeof useStaffForm<BaseRecord, V & object>>, 'record'>;
