import type { FormInstance } from 'antd';
import { useState } from 'react';
import { type ApiError, fieldMessage, toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';

/**
 * Runs a form's call: a busy flag, and on failure the server's message as a toast and, when the
 * server names a field of this form, under that field too.
 */
export function useApiForm<Values, Result>(
  form: FormInstance<Values>,
  call: (values: Values) => Promise<Result>,
  onDone: (result: Result, values: Values) => void,
) {
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      onDone(await call(values), values);
    } catch (error) {
      showApiError(form, toApiError(error));
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, onFinish };
}

export function showApiError<Values>(form: FormInstance<Values>, error: ApiError): void {
  notify.error(error.message);
  if (error.field && error.field in (form.getFieldsValue() as object)) {
    form.setFields([{ name: error.field as never, errors: [fieldMessage(error)] }]);
  }
}
