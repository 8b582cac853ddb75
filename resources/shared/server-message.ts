import type { BaseRecord } from '@refinedev/core';
import { notify } from '../../providers/notification-provider';
import { ADD_SUCCESS_MS, UPDATE_SUCCESS_MS } from './constants';

/**
 * The server's own success text (`Category Added Successfully` …) as a toast for as long as docs/PRODUCT.md#timings-and-layout
 * says: 3 s after an add, 1 s after an update. Forms pass `successNotification: false` and call this
 * on success, since Refine's notifications carry no duration.
 */
export function announceSaved(action: 'create' | 'edit', response?: { data?: BaseRecord }): void {
  const message = response?.data?.message;
  if (typeof message === 'string' && message)
    notify.success(message, action === 'create' ? ADD_SUCCESS_MS : UPDATE_SUCCESS_MS);
}
