import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { toast, type Id } from 'react-toastify';
import { TEXTS } from '../src/constants';

const show = (type: OpenNotificationParams['type'], text: string, toastId?: Id): Id => {
  if (type === 'success') return toast.success(text, { toastId });
  if (type === 'error') return toast.error(text, { toastId });
  return toast.info(text, { toastId });
};

/** Toasts read the server's message: Refine puts it in `description` when it has one. */
export const notificationProvider: NotificationProvider = {
  open: ({ key, type, message, description }) => {
    const text = description || message || TEXTS.fallbackError;
    if (key && toast.isActive(key)) toast.update(key, { render: text });
    else show(type, text, key);
  },
  close: (key) => toast.dismiss(key),
};

export const notify = {
  success: (text: string) => notificationProvider.open({ type: 'success', message: text }),
  error: (text: string | undefined) => notificationProvider.open({ type: 'error', message: text || TEXTS.fallbackError }),
};
