import type { BaseRecord } from '@refinedev/core';
import { ADD_SUCCESS_MS, UPDATE_SUCCESS_MS } from './constants';
import { useSuccessDialog } from './success-dialog';

/**
 * The server's own success text (`Category Added Successfully` …) in the success dialog for as long
 * as the product's timings say: 3 s after an add, 1 s after an update. Forms pass
 * `successNotification: false` and call the returned function on success.
 */
export function useAnnounceSaved() {
  const showSuccess = useSuccessDialog();
  return (action: 'create' | 'edit', response?: { data?: BaseRecord }): void => {
    const message = response?.data?.message;
    if (typeof message === 'string' && message)
      showSuccess(message, action === 'create' ? ADD_SUCCESS_MS : UPDATE_SUCCESS_MS);
  };
}
